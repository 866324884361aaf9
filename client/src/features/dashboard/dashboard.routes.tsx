import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';
import { RoleSet } from '../../shared/feature-route';

const DashboardPage = lazy(() => import('./dashboard-page'));
const EventsPage = lazy(() => import('../events/learner-events-page'));

export const dashboardRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.LEARNER_DASHBOARD,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <DashboardPage />,
  },
  // The learner footer's View All Events (docs/decisions/learner-dashboard.md).
  { path: ClientPath.EVENTS, frame: 'learner', roles: RoleSet.LEARNER, element: <EventsPage /> },
];
