import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import { traceRequests, tracingFetch } from './trace-context';

/**
 * Cache rules. Every entity carries a stable `id`, so normalisation by `id` lets a mutation result
 * update every list and count that shows the same entity without refetching.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // Each filter/page combination is its own cached page: paging back is instant, and a page is
      // replaced whole when refetched (no accidental appends).
      products: {
        keyArgs: ['filter', 'page', 'pageSize'],
        merge: (_existing: unknown, incoming: unknown) => incoming,
      },
      // `product(id)` reads a product already normalised by a list before asking the server; missing
      // detail fields still trigger the fetch.
      // Each page and filter of View All is its own cached page, replaced whole when refetched.
      myAlerts: {
        keyArgs: ['page', 'pageSize', 'unreadOnly'],
        merge: (_existing: unknown, incoming: unknown) => incoming,
      },
      myNotifications: {
        keyArgs: ['page', 'pageSize', 'unreadOnly'],
        merge: (_existing: unknown, incoming: unknown) => incoming,
      },
      product: {
        read: (existing: unknown, { args, toReference }) =>
          existing ?? (args?.id ? toReference({ __typename: 'Product', id: String(args.id) }) : undefined),
      },
    },
  },
  // One signed-in user per tab: a new login replaces the viewer instead of adding a second one.
  Viewer: { keyFields: [] },
  LearnerHeader: { keyFields: ['id'] },
  Product: { keyFields: ['id'] },
  // A change answers the whole list: the incoming items replace the cached ones, never merge with them.
  Cart: { fields: { items: { merge: false } } },
  Wishlist: { fields: { items: { merge: false } } },
  Category: { keyFields: ['id'] },
  Alert: { keyFields: ['id'] },
  Notification: { keyFields: ['id'] },
  // Pages and payloads have no identity of their own; they live inside the field that returned them.
  ProductPage: { keyFields: false },
  AlertPage: { keyFields: false },
  NotificationPage: { keyFields: false },
  InboxReadPayload: { keyFields: false },
  InboxItemEvent: { keyFields: false },
  UserError: { keyFields: false },
  // A job option's id is unique only within its list: experience years, rejection reasons and job
  // functions share ids, so normalising them by id made one list show another's names.
  JobOption: { keyFields: false },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });

/**
 * The gateway serves this client and `/graphql` from one origin, so the httpOnly session cookie rides
 * along on every request; the browser never holds a token.
 */
export const createApolloClient = (): ApolloClient => {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    // A traceparent per request when the build asks for it (VITE_OTEL_TRACEPARENT=true).
    ...(traceRequests() ? { fetch: tracingFetch } : {}),
  });
  // Subscriptions (new alerts and messages) over WebSocket to the same origin, where the browser sends
  // the session cookie with the upgrade. Lazy twice: graphql-ws and its link load with the first
  // subscription (visitors never need them, so they stay off the first load), and the socket opens then
  // and closes after the last one ends (signing out unmounts the header that holds it).
  let ws: Promise<ApolloLink> | undefined;
  const loadWs = async (): Promise<ApolloLink> => (await import('./ws-link')).createWsLink();
  const subscriptions = new ApolloLink((operation, forward) =>
    from(
      // A failed load (offline) is retried by the next subscription instead of remembered.
      (ws ??= loadWs().catch((error: unknown) => {
        ws = undefined;
        throw error;
      })),
    ).pipe(mergeMap((link) => link.request(operation, forward))),
  );
  return new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), subscriptions, http),
    cache: createCache(),
  });
};
