import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { LearnerHeaderDocument } from '../../graphql/generated/operations/LearnerHeader';
import { useInboxItemAddedSubscription } from '../../graphql/generated/hooks';
import { LIVE_CONNECTED_EVENT } from '../../graphql/live-events';
import { applyInboxEvent } from './inbox-cache';

/**
 * The learner's live feed of new alerts and messages (a GraphQL subscription over WebSocket): each
 * one lands in the cache, so the header's badges and dropdowns and an open View All list update
 * without a reload. Mounted once, by the learner header.
 *
 * The gateway does not replay what it published while the socket was not yet (or no longer)
 * connected: an alert sent between the header's first read and the socket's connection would never
 * reach the badge. So each (re)connection reads the header again; an event that also arrives is not
 * counted twice (`applyInboxEvent`).
 */
export function useInboxFeed(): void {
  const client = useApolloClient();
  useEffect(() => {
    const reread = () => void client.refetchQueries({ include: [LearnerHeaderDocument] });
    window.addEventListener(LIVE_CONNECTED_EVENT, reread);
    return () => window.removeEventListener(LIVE_CONNECTED_EVENT, reread);
  }, [client]);
  useInboxItemAddedSubscription({
    onData: ({ client, data }) => {
      const event = data.data?.inboxItemAdded;
      if (event) applyInboxEvent(client.cache, event);
    },
  });
}
