import { useInboxItemAddedSubscription } from '../../graphql/generated/hooks';
import { applyInboxEvent } from './inbox-cache';

/**
 * The learner's live feed of new alerts and messages (a GraphQL subscription over WebSocket): each
 * one lands in the cache, so the header's badges and dropdowns and an open View All list update
 * without a reload. Mounted once, by the learner header.
 */
export function useInboxFeed(): void {
  useInboxItemAddedSubscription({
    onData: ({ client, data }) => {
      const event = data.data?.inboxItemAdded;
      if (event) applyInboxEvent(client.cache, event);
    },
  });
}
