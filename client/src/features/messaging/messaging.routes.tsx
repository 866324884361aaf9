import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const page = (name: keyof typeof import('./messaging-pages')) =>
  lazyPage(() => import('./messaging-pages').then((m) => ({ default: m[name] })));

const NotificationManagerPage = page('NotificationManagerPage');
const InboxComposePage = page('InboxComposePage');
const SendMailPage = page('SendMailPage');
const SendMailListPage = page('SendMailListPage');
const AdminAlertPage = page('AdminAlertPage');
const AdminNotificationPage = page('AdminNotificationPage');

/** Staff messaging (issue 13 item 6); roles by the route table (`001 §2`), checked again on the server. */
export const messagingRoutes: readonly FeatureRoute[] = [
  // The notification manager: `001 §2` lists it as open, but it is a staff screen
  // (docs/decisions/messaging.md).
  {
    path: ClientPath.MY_INBOX,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <NotificationManagerPage />,
    menu: {
      label: 'Notification Manager',
      icon: () => import('@mui/icons-material/InboxOutlined'),
      group: 'masters',
      order: 10,
    },
  },
  {
    path: ClientPath.MY_INBOX_CREATE,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <InboxComposePage />,
  },
  {
    path: ClientPath.SEND_MAIL,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <SendMailPage />,
    menu: {
      label: 'Send Mail',
      icon: () => import('@mui/icons-material/MailOutlined'),
      group: 'masters',
      order: 30,
    },
  },
  {
    path: ClientPath.SEND_MAIL_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <SendMailListPage />,
  },
  {
    path: ClientPath.ADMIN_ALERT,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <AdminAlertPage />,
    menu: {
      label: 'Alerts',
      icon: () => import('@mui/icons-material/NotificationsActiveOutlined'),
      group: 'masters',
      order: 20,
    },
  },
  {
    path: ClientPath.ADMIN_NOTIFICATION,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <AdminNotificationPage />,
  },
];
