import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductsDocument } from '../../client/src/graphql/generated/graphql';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const post = async (stack: Stack, path: string, body: string) => {
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('bad input through the gateway: a 4xx or BAD_USER_INPUT with a clear code (issue 10, item 5)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('refuses a NUL character in the product search as BAD_USER_INPUT, not UPSTREAM_UNAVAILABLE', async () => {
    const response = await stack.graphql(ProductsDocument, {
      filter: { search: 'gst\u0000' },
      page: 1,
      pageSize: 12,
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors?.[0]?.extensions?.reasonCode).toBe('VALIDATION_FAILED');
  });

  it('refuses a 16 KB search itself, naming the field, before anything goes upstream', async () => {
    const { result: response, requests } = await stack.restRequestsDuring(() =>
      stack.graphql(ProductsDocument, { filter: { search: 'x'.repeat(16 * 1024) }, page: 1, pageSize: 12 }),
    );
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors?.[0]?.extensions?.field).toBe('filter.search');
    expect(response.body.errors?.[0]?.message).toBe('Search text can be at most 100 characters.');
    expect(requests.filter((request) => request.includes('productlist'))).toEqual([]);
  });

  it('reads an upstream 431 (a query too long for its headers) as a request too large', async () => {
    const response = await stack.graphql(ProductsDocument, {
      filter: { level: 'x'.repeat(16 * 1024) },
      page: 1,
      pageSize: 12,
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors?.[0]?.extensions?.reasonCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a subscription over HTTP with 400 GRAPHQL_VALIDATION_FAILED: subscriptions are WebSocket only', async () => {
    const response = await stack.graphqlText('subscription { inboxItemAdded { __typename } }');
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(response.body.errors?.[0]?.message).toMatch(/Subscriptions are not supported/);
  });

  it('refuses a persisted query whose hash does not match its text with 400 BAD_REQUEST', async () => {
    const response = await post(
      stack,
      '/graphql',
      JSON.stringify({
        query: '{ viewer { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'deadbeef' } },
      }),
    );
    expectNoInternalErrors(response);
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['BAD_REQUEST']);
  });

  it('refuses JSON nested 2,000 deep at /graphql and at /payment/webhook with 400', async () => {
    const graphql = await post(
      stack,
      '/graphql',
      `{"query":"{ viewer { id } }","variables":${nested(2000)}}`,
    );
    expect(graphql.status).toBe(400);
    expect(errorCodes(graphql)).toEqual(['BAD_REQUEST']);
    for (const body of [nested(2000), nested(20_000), '{"a":"\\u0000"}', '{"a":"\\ud800"}']) {
      const webhook = await post(stack, '/payment/webhook', body);
      expect(webhook.status, body.slice(0, 20)).toBe(400);
      expect(webhook.body).toMatchObject({ status: 'fail', reasonCode: 'VALIDATION_FAILED' });
    }
  });
});
