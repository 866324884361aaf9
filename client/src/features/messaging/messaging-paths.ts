import { ClientPath, MessagingStatus } from '@finx/domain';
import type { MessagingKind } from '../../graphql/generated/graphql';
import { listPaging, listSort, type ServerSort } from '../../shared/list-params';

/** The lists sort by date only, newest first unless `?order=asc`; the sort itself never shows in the URL. */
export const MESSAGE_SORT: ServerSort = { fields: { updated: 'updated' }, defaultField: 'updated' };

export const KIND_LABEL: Record<MessagingKind, string> = {
  ALERT: 'Alert',
  MESSAGE: 'Message',
  MAIL: 'Mail',
};

/** The screen a draft is resumed on: mails on /send-mail, alerts and messages in the notification manager. */
export const resumePathOf = (kind: MessagingKind, messageId: number): string =>
  `${kind === 'MAIL' ? ClientPath.SEND_MAIL : ClientPath.MY_INBOX_CREATE}?id=${messageId}`;

/** A list's status filter, order and page live in the URL (`?status=&order=&page=&size=`). */
export const messageListVariables = (search: URLSearchParams) => {
  const status = search.get('status');
  return {
    status: status === MessagingStatus.DRAFT || status === MessagingStatus.SENT ? status : null,
    descending: listSort(search, MESSAGE_SORT).descending,
    ...listPaging(search),
  };
};
