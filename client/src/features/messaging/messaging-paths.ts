import { ClientPath, MESSAGING_LIST_MAX_PAGE_SIZE, MessagingStatus } from '@finx/domain';
import type { MessagingKind } from '../../graphql/generated/graphql';

/** The page sizes the lists offer; the server takes up to MESSAGING_LIST_MAX_PAGE_SIZE. */
export const MESSAGE_PAGE_SIZES = [10, 25, 50] as const;

export const KIND_LABEL: Record<MessagingKind, string> = {
  ALERT: 'Alert',
  MESSAGE: 'Message',
  MAIL: 'Mail',
};

/** The screen a draft is resumed on: mails on /send-mail, alerts and messages in the notification manager. */
export const resumePathOf = (kind: MessagingKind, messageId: number): string =>
  `${kind === 'MAIL' ? ClientPath.SEND_MAIL : ClientPath.MY_INBOX_CREATE}?id=${messageId}`;

const positive = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export interface MessageListVariables {
  status: MessagingStatus | null;
  descending: boolean;
  page: number;
  limit: number;
}

/** A list's status filter, order and page live in the URL (`?status=&order=&page=&size=`). */
export const messageListVariables = (search: URLSearchParams): MessageListVariables => {
  const size = positive(search.get('size'));
  const status = search.get('status');
  return {
    status: status === MessagingStatus.DRAFT || status === MessagingStatus.SENT ? status : null,
    descending: search.get('order') !== 'asc',
    page: positive(search.get('page')) ?? 1,
    limit: size !== null && size <= MESSAGING_LIST_MAX_PAGE_SIZE ? size : MESSAGE_PAGE_SIZES[0],
  };
};
