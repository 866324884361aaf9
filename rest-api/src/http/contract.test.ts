import { ENCRYPTED_QUERY_PARAM, ReasonCode, RestPath } from '@finx/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { registerAccessDeclarations } from './route-access';
import type { RestTestClient } from '../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../testing/test-rest-api';

const ENVELOPE_KEYS = [
  'reasonCode',
  'reasonText',
  'responseListObject',
  'responseObject',
  'responseText',
  'status',
  'totalRecords',
];

let api: TestRestApi;
let learner: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  learner = api.client();
  await learner.loginAs(DEMO_ACCOUNTS.learner.email);
});
afterAll(() => api?.close());

describe('the envelope on every answer (000 §7)', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const response = await api.client().get('/finx-fc-product/api/v1/no-such-call');
    expect(response.status).toBe(404);
    expect(Object.keys(response.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.NOT_FOUND });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await api.client().request('POST', RestPath.LOGIN, {
      rawBody: JSON.stringify({ userLoginName: 'x'.repeat(2 * 1024 * 1024), userPassword: 'x' }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.PAYLOAD_TOO_LARGE });
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED and no internals', async () => {
    const response = await api.client().request('POST', RestPath.LOGIN, { rawBody: '{"userLoginName": ' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.VALIDATION_FAILED });
    expect(JSON.stringify(response.body)).not.toMatch(/Unexpected|at .*\.js|stack/i);
  });

  it('answers an invalid query with 400 VALIDATION_FAILED naming the field', async () => {
    const response = await api.client().get(RestPath.PRODUCT_LIST, {
      query: { type: 'BOOK' },
      encryptQuery: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect(response.body.reasonText).toContain('type');
  });

  it('serves the health check without a token', async () => {
    const response = await api.app.inject({ method: 'GET', url: RestPath.HEALTH });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('refuses a route that does not declare its access', () => {
    const app = Fastify({ logger: false });
    registerAccessDeclarations(app);
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(/config\.access/);
  });
});

describe('sensitive fields (000 §3)', () => {
  it('refuses a clear-text sensitive field in a write body, naming it', async () => {
    const client = api.client();
    await client.anonymous();
    const response = await client.post(
      RestPath.LOGIN,
      { emailId: DEMO_ACCOUNTS.learner.email, userPassword: 'Demo@1234', role: 'STUDENT' },
      { encryptBody: false },
    );
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.SENSITIVE_FIELD_IN_CLEAR);
    expect(response.body.reasonText).toContain('emailId');
  });

  it('refuses a clear sensitive field nested deep in a body, whatever its spelling', async () => {
    const response = await learner.post(
      RestPath.LOGOUT,
      { userId: DEMO_ACCOUNTS.learner.userId, extra: [{ PARTYID: 1001 }] },
      { encryptBody: false },
    );
    expect(response.status).toBe(400);
    expect(response.body.reasonText).toContain('PARTYID');
  });

  it('refuses a plain query that names a sensitive field', async () => {
    const response = await learner.get(RestPath.CART_COUNT, {
      query: { partyID: DEMO_ACCOUNTS.learner.partyId },
      encryptQuery: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.SENSITIVE_FIELD_IN_CLEAR);
    expect(response.body.reasonText).toContain('partyID');
  });

  it('accepts the query encrypted into one parameter', async () => {
    const response = await learner.get(RestPath.CART_COUNT, {
      query: { partyID: DEMO_ACCOUNTS.learner.partyId },
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('success');
  });

  it('accepts a non-sensitive plain query, also beside an encrypted one', async () => {
    const plain = await api.client().get(RestPath.PRODUCT_LIST, { query: { limit: 1 }, encryptQuery: false });
    expect(plain.body.responseListObject).toHaveLength(1);
    const encrypted = api.cipher.encryptQuery({ limit: 2 });
    const mixed = await api.client().get(`${RestPath.PRODUCT_LIST}?${encrypted}&page=2`);
    expect(mixed.body.responseListObject).toHaveLength(2);
  });

  it('refuses a tampered or foreign encrypted query', async () => {
    const response = await learner.get(
      `${RestPath.CART_COUNT}?${ENCRYPTED_QUERY_PARAM}=bm90LWVuY3J5cHRlZA==`,
    );
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});
