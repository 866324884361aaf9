import type { ApolloCache, Reference } from '@apollo/client';
import { DROPDOWN_MAX_ITEMS } from '@finx/domain';
import {
  HeaderAlertFieldsFragmentDoc,
  HeaderNotificationFieldsFragmentDoc,
  type InboxItemAddedSubscription,
} from '../../graphql/generated/graphql';
import { LearnerHeaderDocument } from '../../graphql/generated/operations/LearnerHeader';

type InboxEvent = InboxItemAddedSubscription['inboxItemAdded'];

/** Which View All list a change touches: `myAlerts` or `myNotifications`. */
export type InboxListField = 'myAlerts' | 'myNotifications';

/**
 * A new alert or message from the live feed, written into the normalised cache: the item itself, the
 * header's count and latest three (under the header's own id), and the View All pages dropped so the
 * list on screen (if any) reads its page once. No other query refetches. An item the header already
 * lists (read again on a reconnection, just before its event arrived) is not counted twice.
 */
export function applyInboxEvent(cache: ApolloCache, event: InboxEvent): void {
  const header = cache.readQuery({ query: LearnerHeaderDocument })?.learnerHeader;
  const headerId = header ? cache.identify({ __typename: 'LearnerHeader', id: header.id }) : undefined;
  if (event.alert) {
    const item = cache.writeFragment({
      fragment: HeaderAlertFieldsFragmentDoc,
      id: cache.identify({ __typename: 'Alert', id: event.alert.id }),
      data: event.alert,
    });
    if (headerId && item && !header?.latestAlerts.some((known) => known.id === event.alert?.id)) {
      cache.modify({
        id: headerId,
        fields: {
          alertCount: (count: number) => count + 1,
          latestAlerts: (items: readonly Reference[]) => [item, ...items].slice(0, DROPDOWN_MAX_ITEMS),
        },
      });
    }
    dropList(cache, 'myAlerts');
  }
  if (event.notification) {
    const item = cache.writeFragment({
      fragment: HeaderNotificationFieldsFragmentDoc,
      id: cache.identify({ __typename: 'Notification', id: event.notification.id }),
      data: event.notification,
    });
    if (
      headerId &&
      item &&
      !header?.latestNotifications.some((known) => known.id === event.notification?.id)
    ) {
      cache.modify({
        id: headerId,
        fields: {
          notificationCount: (count: number) => count + 1,
          latestNotifications: (items: readonly Reference[]) => [item, ...items].slice(0, DROPDOWN_MAX_ITEMS),
        },
      });
    }
    dropList(cache, 'myNotifications');
  }
}

/** Items the server marked read: each cached copy (in any list or the dropdown) shows it at once. */
export function markReadInCache(
  cache: ApolloCache,
  typename: 'Alert' | 'Notification',
  ids: readonly string[],
): void {
  for (const id of ids) {
    cache.modify({ id: cache.identify({ __typename: typename, id }), fields: { isRead: () => true } });
  }
}

/** Drops every cached page of a View All list; the one on screen asks for its page again. */
export function dropList(cache: ApolloCache, field: InboxListField): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: field });
  cache.gc();
}
