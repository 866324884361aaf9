import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';
import { ALERTS, MESSAGES } from './inbox-kinds';

const InboxPage = lazy(() => import('./inbox-page'));

/** View All of alerts and of messages, each with an optional selected item (`001 §2`). */
export const alertsRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.MY_ALERTS, frame: 'learner', element: <InboxPage kind={ALERTS} /> },
  { path: ClientPath.MY_ALERT, frame: 'learner', element: <InboxPage kind={ALERTS} /> },
  { path: ClientPath.NOTIFICATIONS, frame: 'learner', element: <InboxPage kind={MESSAGES} /> },
  { path: ClientPath.NOTIFICATION, frame: 'learner', element: <InboxPage kind={MESSAGES} /> },
];
