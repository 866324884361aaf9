import { ReasonCode, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { RestTestClient } from '../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../testing/test-rest-api';

let api: TestRestApi;
let learner: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
});
afterAll(() => api?.close());

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Every POST route a learner may call (staff routes refuse the caller before reading the body). */
const postPaths = () =>
  api.routes
    .filter((route) => route.method === 'POST' && (route.access === 'public' || route.access === 'user'))
    .map((route) => route.url.replace(/:\w+/g, '1'));

const expectRefused = (response: { status: number; body: unknown }, what: string) => {
  expect(response.status, what).toBe(400);
  expect(response.body, what).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
};

describe('bad input is refused with 400 VALIDATION_FAILED, never a server error (issue 10, item 5)', () => {
  it('refuses JSON nested 2,000 deep on every POST route, objects and arrays alike', async () => {
    expect(postPaths().length).toBeGreaterThan(15);
    for (const path of postPaths()) {
      for (const rawBody of [nested(2000, '{"a":', '}'), nested(2000, '[', ']', '')]) {
        const response = await learner.request('POST', path, { rawBody });
        expectRefused(response, `POST ${path} ${rawBody.slice(0, 5)}`);
        // The webhook reads its body as text and answers any malformed event with its plain message.
        const expected = path === RestPath.PAYMENT_WEBHOOK ? /./ : /nested too deeply/;
        expect(response.body.reasonText).toMatch(expected);
      }
    }
  });

  it('still reads bodies nested as deeply as the contracts need', async () => {
    const response = await learner.request('POST', RestPath.LOGIN, {
      rawBody: JSON.stringify({ userLoginName: 'x', extra: JSON.parse(nested(20, '{"a":', '}')) }),
    });
    expect(response.body.reasonText).not.toContain('nested too deeply');
  });

  it('refuses a NUL character in the product search, encrypted or plain, naming the field', async () => {
    const encrypted = await learner.get(RestPath.PRODUCT_LIST, { query: { search: 'gst\u0000' } });
    expectRefused(encrypted, 'encrypted query');
    expect(encrypted.body.reasonText).toContain('search');
    const plain = await learner.get(`${RestPath.PRODUCT_LIST}?search=gst%00`);
    expectRefused(plain, 'plain query');
  });

  it('refuses text the database cannot store anywhere in a JSON body (NUL, lone surrogate, in keys too)', async () => {
    for (const rawBody of ['{"productid":"1\\u0000"}', '{"productid":"\\ud800"}', '{"a":{"\\u0000":1}}']) {
      expectRefused(await learner.request('POST', RestPath.CART, { rawBody }), rawBody);
    }
  });

  it('refuses deep JSON and unstorable text at the payment webhook, which reads its body raw', async () => {
    const anonymous = api.client();
    for (const rawBody of [nested(20_000, '{"a":', '}'), '{"event":"payment.captured","a":"\\u0000"}']) {
      // Found by the fuzz suite: sent as text/plain, deep JSON reached the parse and the jsonb column.
      for (const contentType of ['application/json', 'text/plain']) {
        const response = await anonymous.request('POST', RestPath.PAYMENT_WEBHOOK, {
          rawBody,
          authenticate: false,
          headers: { 'content-type': contentType },
        });
        expectRefused(response, `${contentType} ${rawBody.slice(0, 40)}`);
      }
    }
  });
});
