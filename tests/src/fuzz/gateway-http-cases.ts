import { RestPath } from '@finx/domain';
import { badJson, badRawBody, badString } from './bad-values';
import type { SeededRandom } from './seeded-random';

/** A request to one of the gateway's own HTTP routes (not a GraphQL operation of the schema). */
export interface GatewayHttpCase {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const query = (fields: Record<string, string>): string => {
  const search = new URLSearchParams();
  // Clipped like the REST cases' query values: over the header limit, not megabytes over it.
  for (const [key, value] of Object.entries(fields)) search.set(key, value.slice(0, 4_000));
  return search.toString();
};

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/graphql',
];

/** Bad requests to the payment routes, GraphQL over GET and raw bytes, and paths that do not exist. */
export const gatewayHttpCase = (rng: SeededRandom): GatewayHttpCase => {
  const contentType = { 'content-type': rng.pick(CONTENT_TYPES) };
  switch (rng.int(7)) {
    case 0:
      return {
        route: 'POST /payment/webhook',
        method: 'POST',
        path: '/payment/webhook',
        headers: {
          ...contentType,
          'x-razorpay-signature': badString(rng).replace(/[^\x20-\x7e]/g, '?'),
          'x-razorpay-event-id': badString(rng).replace(/[^\x20-\x7e]/g, '?'),
        },
        body: badRawBody(rng),
      };
    case 1: {
      const fields = {
        razorpay_order_id: badString(rng),
        razorpay_payment_id: badString(rng),
        razorpay_signature: badString(rng),
      };
      return {
        route: 'POST /payment/callback',
        method: 'POST',
        path: '/payment/callback',
        headers: rng.chance(0.5) ? { 'content-type': 'application/x-www-form-urlencoded' } : contentType,
        body: rng.chance(0.7) ? query(fields) : badRawBody(rng),
      };
    }
    case 2:
      return {
        route: 'GET /graphql',
        method: 'GET',
        path: `/graphql?${query({ query: badString(rng), variables: JSON.stringify(badJson(rng)) ?? '' })}`,
        headers: rng.chance(0.7) ? { 'apollo-require-preflight': 'true' } : {},
      };
    case 3:
      return {
        route: 'POST /graphql (raw body)',
        method: 'POST',
        path: '/graphql',
        headers: rng.chance(0.8) ? { 'content-type': 'application/json' } : contentType,
        body: badRawBody(rng),
      };
    case 4: {
      const action = rng.pick(['', '/pay', '/fail', '/dismiss']);
      return {
        route: `POST ${RestPath.SANDBOX_CHECKOUT}${action}`,
        method: rng.chance(0.5) ? 'GET' : 'POST',
        path: `${RestPath.SANDBOX_CHECKOUT}${action}?${query({ orderId: badString(rng), key: badString(rng) })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: query({ orderId: badString(rng) }),
      };
    }
    case 5:
      return {
        route: 'GET (unknown path)',
        method: 'GET',
        path: rng.pick([
          '/%ff%fe',
          '/..%2f..%2fetc%2fpasswd',
          '/graphql/../../x',
          `/${'a'.repeat(9000)}`,
          '/%00',
        ]),
        headers: {},
      };
    default:
      return {
        route: 'POST /graphql (headers)',
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          cookie: `finx_session=${badString(rng).replace(/[^\x20-\x7e]/g, '')}; ${'c=1; '.repeat(rng.int(3) * 100)}`,
          authorization: `Bearer ${badString(rng).replace(/[^\x20-\x7e]/g, '')}`,
          'x-request-id': badString(rng).replace(/[^\x20-\x7e]/g, ''),
        },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      };
  }
};
