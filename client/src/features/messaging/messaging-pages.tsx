import { ClientPath } from '@finx/domain';
import { ComposePage } from './compose-page';
import { MessageListPage } from './message-list-page';

const MANAGER = { listPath: ClientPath.MY_INBOX, listLabel: 'Notification Manager' } as const;

/** The screens of issue 13 item 6, each one of the two shapes (a list, a compose form) with its settings. */
export const NotificationManagerPage = () => (
  <MessageListPage
    title="Notification Manager"
    kind={null}
    composePath={ClientPath.MY_INBOX_CREATE}
    composeLabel="New Notification"
    moreLinks={[
      { to: ClientPath.ADMIN_ALERT, label: 'Send Alert' },
      { to: ClientPath.ADMIN_NOTIFICATION, label: 'Send Message' },
    ]}
  />
);

export const SendMailListPage = () => (
  <MessageListPage
    title="Sent Mails"
    kind="MAIL"
    composePath={ClientPath.SEND_MAIL}
    composeLabel="Send Mail"
  />
);

export const InboxComposePage = () => (
  <ComposePage title="New Notification" kinds={['MESSAGE', 'ALERT']} {...MANAGER} />
);
export const AdminAlertPage = () => <ComposePage title="Send Alert" kinds={['ALERT']} {...MANAGER} />;
export const AdminNotificationPage = () => (
  <ComposePage title="Send Message" kinds={['MESSAGE']} {...MANAGER} />
);
export const SendMailPage = () => (
  <ComposePage
    title="Send Mail"
    kinds={['MAIL']}
    listPath={ClientPath.SEND_MAIL_LIST}
    listLabel="Sent Mails"
  />
);
