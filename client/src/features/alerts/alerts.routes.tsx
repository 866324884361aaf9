import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';
import { ALERTS, MESSAGES } from './inbox-kinds';

const InboxPage = lazyPage(() => import('./inbox-page'));

/** View All of alerts and of messages, each with an optional selected item (`001 §2`). */
export const alertsRoutes: readonly FeatureRoute[] = [
  // `001 §2` lists alerts and messages as open to any signed-in user; only learners have an inbox, staff
  // send from /adminalert (docs/decisions/messaging.md).
  {
    path: ClientPath.MY_ALERTS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <InboxPage kind={ALERTS} />,
  },
  {
    path: ClientPath.MY_ALERT,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <InboxPage kind={ALERTS} />,
  },
  {
    path: ClientPath.NOTIFICATIONS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <InboxPage kind={MESSAGES} />,
  },
  {
    path: ClientPath.NOTIFICATION,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <InboxPage kind={MESSAGES} />,
  },
];
