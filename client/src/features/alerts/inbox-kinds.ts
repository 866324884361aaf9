import { useCallback } from 'react';
import type { ApolloCache, ApolloClient, TypedDocumentNode } from '@apollo/client';
import { ClientRoute, Text } from '@finx/domain';
import {
  HeaderAlertFieldsFragmentDoc,
  HeaderNotificationFieldsFragmentDoc,
  type HeaderAlertFieldsFragment,
  type HeaderNotificationFieldsFragment,
} from '../../graphql/generated/graphql';
import {
  useMarkAlertsReadMutation,
  useMarkNotificationsReadMutation,
  useMyAlertsQuery,
  useMyNotificationsQuery,
} from '../../graphql/generated/hooks';
import { dropList, markReadInCache, type InboxListField } from './inbox-cache';
import type { InboxItemView } from './inbox-view';

export interface InboxListVariables {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

interface InboxList {
  items: readonly InboxItemView[];
  totalRecords: number;
  pageSize: number;
}

/**
 * What differs between the alerts and the messages screens (`001 §2` /myalerts and /notification): their
 * words, addresses, and the typed query and mutation hooks behind them. The screen itself is one.
 */
export interface InboxKind {
  heading: string;
  testId: string;
  noUnreadText: string;
  route: typeof ClientRoute.myAlerts;
  /** The page of the list, as views. */
  useList: (variables: InboxListVariables) => { list: InboxList | undefined; loading: boolean };
  /** Marks the given items (or all) read; the cache (items, header, unread-only page) follows. */
  useMarkRead: (unreadOnly: boolean) => { markRead: (ids?: string[]) => void; marking: boolean };
  /** An item already in the cache, opened from the header's dropdown though not on this page. */
  readCached: (client: ApolloClient, id: string) => InboxItemView | null;
}

const alertView = (alert: HeaderAlertFieldsFragment): InboxItemView => ({
  id: alert.id,
  title: alert.alertName,
  date: alert.alertStartDateTime,
  isRead: alert.isRead,
});

const messageView = (message: HeaderNotificationFieldsFragment): InboxItemView => ({
  id: message.id,
  title: message.emailSubjectText,
  date: message.deliveryDate ?? message.lastAttemptDatetime,
  from: message.fromEmailId,
  isRead: message.isRead,
});

type ReadUpdate = (cache: ApolloCache, readIds: readonly string[]) => void;

/** The parts of one kind that its generated hooks and fragment decide. */
interface KindParts<T> {
  heading: string;
  testId: string;
  noUnreadText: string;
  route: InboxKind['route'];
  typename: 'Alert' | 'Notification';
  listField: InboxListField;
  fragment: TypedDocumentNode<T>;
  view: (item: T) => InboxItemView;
  useListQuery: (variables: InboxListVariables) => {
    list: { items: readonly T[]; totalRecords: number; pageSize: number } | undefined;
    loading: boolean;
  };
  useMarkReadMutation: (
    onRead: ReadUpdate,
  ) => readonly [(variables: { ids?: string[] }) => Promise<unknown>, boolean];
}

function inboxKind<T>(parts: KindParts<T>): InboxKind {
  const { typename, listField, fragment, view } = parts;
  return {
    heading: parts.heading,
    testId: parts.testId,
    noUnreadText: parts.noUnreadText,
    route: parts.route,
    useList: (variables) => {
      const { list, loading } = parts.useListQuery(variables);
      return { list: list && { ...list, items: list.items.map(view) }, loading };
    },
    useMarkRead: (unreadOnly) => {
      // The items and the header change in the cache; an unread-only list asks for its page again.
      const [mutate, marking] = parts.useMarkReadMutation((cache, readIds) => {
        markReadInCache(cache, typename, readIds);
        if (unreadOnly) dropList(cache, listField);
      });
      const markRead = useCallback((ids?: string[]) => void mutate(ids ? { ids } : {}), [mutate]);
      return { markRead, marking };
    },
    readCached: (client, id) => {
      const cached = client.readFragment({
        fragment,
        id: client.cache.identify({ __typename: typename, id }),
      });
      return cached ? view(cached) : null;
    },
  };
}

export const ALERTS = inboxKind({
  heading: 'Alerts',
  testId: 'alerts',
  noUnreadText: Text.NO_UNREAD_ALERT,
  route: ClientRoute.myAlerts,
  typename: 'Alert',
  listField: 'myAlerts',
  fragment: HeaderAlertFieldsFragmentDoc,
  view: alertView,
  useListQuery: (variables) => {
    const { data, loading } = useMyAlertsQuery({ variables });
    return { list: data?.myAlerts, loading };
  },
  useMarkReadMutation: (onRead) => {
    const [mutate, { loading }] = useMarkAlertsReadMutation({
      update: (cache, { data }) => data && onRead(cache, data.markAlertsRead.readIds),
    });
    return [useCallback((variables) => mutate({ variables }), [mutate]), loading] as const;
  },
});

export const MESSAGES = inboxKind({
  heading: 'Messages',
  testId: 'messages',
  noUnreadText: Text.NO_UNREAD_MESSAGE,
  route: ClientRoute.notifications,
  typename: 'Notification',
  listField: 'myNotifications',
  fragment: HeaderNotificationFieldsFragmentDoc,
  view: messageView,
  useListQuery: (variables) => {
    const { data, loading } = useMyNotificationsQuery({ variables });
    return { list: data?.myNotifications, loading };
  },
  useMarkReadMutation: (onRead) => {
    const [mutate, { loading }] = useMarkNotificationsReadMutation({
      update: (cache, { data }) => data && onRead(cache, data.markNotificationsRead.readIds),
    });
    return [useCallback((variables) => mutate({ variables }), [mutate]), loading] as const;
  },
});
