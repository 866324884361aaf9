import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const AlertsPage = lazyPage(() =>
  import('./inbox-kind-pages').then((module) => ({ default: module.AlertsPage })),
);
const MessagesPage = lazyPage(() =>
  import('./inbox-kind-pages').then((module) => ({ default: module.MessagesPage })),
);

/** View All of alerts and of messages, each with an optional selected item (`001 §2`). */
export const alertsRoutes: readonly FeatureRoute[] = [
  // `001 §2` lists alerts and messages as open to any signed-in user; only learners have an inbox, staff
  // send from /adminalert (docs/decisions/messaging.md).
  {
    path: ClientPath.MY_ALERTS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <AlertsPage />,
  },
  {
    path: ClientPath.MY_ALERT,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <AlertsPage />,
  },
  {
    path: ClientPath.NOTIFICATIONS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <MessagesPage />,
  },
  {
    path: ClientPath.NOTIFICATION,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <MessagesPage />,
  },
];
