import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { LIVE_CONNECTED_EVENT } from './live-events';

/**
 * The WebSocket link for subscriptions, loaded on demand by apollo-client.ts. A module of its own with
 * static imports, so the bundler keeps only graphql-ws's client: importing the packages dynamically
 * there kept every export, graphql-ws's server with graphql-js's validation and execution included.
 */
export const createWsLink = (): GraphQLWsLink => {
  const { protocol, host } = window.location;
  return new GraphQLWsLink(
    createClient({
      url: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`,
      lazy: true,
      retryAttempts: 20,
      on: { connected: () => window.dispatchEvent(new Event(LIVE_CONNECTED_EVENT)) },
    }),
  );
};
