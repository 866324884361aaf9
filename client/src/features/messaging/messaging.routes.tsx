import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const page = (name: keyof typeof import('./messaging-pages')) =>
  lazy(() => import('./messaging-pages').then((m) => ({ default: m[name] })));

const NotificationManagerPage = page('NotificationManagerPage');
const InboxComposePage = page('InboxComposePage');
const SendMailPage = page('SendMailPage');
const SendMailListPage = page('SendMailListPage');
const AdminAlertPage = page('AdminAlertPage');
const AdminNotificationPage = page('AdminNotificationPage');

/** Staff messaging (issue 13 item 6); roles by the route table (`001 §2`), checked again on the server. */
export const messagingRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.MY_INBOX, frame: 'staff', element: <NotificationManagerPage /> },
  { path: ClientPath.MY_INBOX_CREATE, frame: 'staff', element: <InboxComposePage /> },
  { path: ClientPath.SEND_MAIL, frame: 'staff', element: <SendMailPage /> },
  { path: ClientPath.SEND_MAIL_LIST, frame: 'staff', element: <SendMailListPage /> },
  { path: ClientPath.ADMIN_ALERT, frame: 'staff', element: <AdminAlertPage /> },
  { path: ClientPath.ADMIN_NOTIFICATION, frame: 'staff', element: <AdminNotificationPage /> },
];
