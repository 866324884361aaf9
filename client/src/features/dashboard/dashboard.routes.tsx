import { lazyPage } from '../../shared/lazy-page';
import { Navigate } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';
import { RoleSet } from '../../shared/feature-route';

const DashboardPage = lazyPage(() => import('./dashboard-page'));
const EventsPage = lazyPage(() => import('../events/learner-events-page'));

export const dashboardRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.LEARNER_DASHBOARD,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <DashboardPage />,
    // Asked with the page's code (app/route-preload.ts) and answered with the page by the gateway: the
    // CPBFI card stands above the progress overview in the first drawing instead of pushing it down
    // after (Lighthouse CLS 0.11 on a phone for a learner not yet asked), and the lists are drawn filled.
    data: async (client, _params, search) => (await import('./dashboard.data')).dashboardData(client, search),
  },
  // The learner footer's View All Events (docs/decisions/learner-dashboard.md).
  {
    path: ClientPath.DASHBOARD_HEADER,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <Navigate to={ClientPath.LEARNER_DASHBOARD} replace />,
  },
  { path: ClientPath.EVENTS, frame: 'learner', roles: RoleSet.LEARNER, element: <EventsPage /> },
];
