import { request as httpRequest } from 'node:http';
import { ReasonCode, RestPath } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutDocument,
  ForgotPasswordDocument,
  RequestOtpDocument,
  StartPaymentDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { formOf } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

/** Per-address OTP limit of these stacks: small, so a test sees where one address's budget ends. */
const ADDRESS_LIMIT = 2;
const restEnv = { OTP_LIMIT_PER_ADDRESS: String(ADDRESS_LIMIT), OTP_LIMIT_PER_MOBILE: '1000' };

/**
 * A GraphQL POST with headers fetch will not send (Host): what a browser that opened FinX under another
 * name, or a proxy in front of the gateway, sends.
 */
const postWithHeaders = (
  stack: Stack,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> => {
  const url = new URL('/graphql', stack.gatewayUrl);
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
};

/** Asks for a password-reset mail with these headers and answers the link it carries. */
const resetLinkFor = async (stack: Stack, email: string, headers: Record<string, string>) => {
  const answer = await postWithHeaders(stack, print(ForgotPasswordDocument), { email }, headers);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ data: { forgotPassword: { ok: true, userErrors: [] } } });
  const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${email}`)).json()) as {
    body: string;
  }[];
  const link = /(\S+)\/forgotpasswordnext\?id=[\w-]+/.exec(outbox[0]?.body ?? '');
  if (!link) throw new Error(`no reset link in: ${outbox[0]?.body ?? '(no mail)'}`);
  return link[1];
};

/** Asks for a registration code for a new number as the caller these headers describe. */
const requestCode = async (stack: Stack, mobile: string, headers: Record<string, string> = {}) =>
  dataOf(await stack.graphql(RequestOtpDocument, { input: { mobile, purpose: 'REGISTER' } }, { headers }))
    .requestOtp;

describe('links and redirects follow the address the user is on (no PUBLIC_URL, no trusted proxy)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ restEnv });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('hands off to the sandbox and back on the origin the learner opened (127.0.0.1 on a free port)', async () => {
    expect(stack.gatewayUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const learner = await loginAs(stack, LOAD_LEARNERS[7]!.email, { browser: 'origin-learner' });
    const { order } = (await learner.data(CheckoutDocument, { productIds: null })).checkout;
    const { handoff } = (
      await learner.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
      })
    ).startPayment;
    expect(handoff?.checkoutUrl).toBe(`${stack.gatewayUrl}${RestPath.SANDBOX_CHECKOUT}`);
    expect(handoff?.callbackUrl).toBe(`${stack.gatewayUrl}/payment/callback`);

    // The hosted page accepts that return address and sends the learner back to the same origin.
    const page = await stack.form(RestPath.SANDBOX_CHECKOUT, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
    });
    expect(page.status).toBe(200);
    const dismissed = await stack.form(
      `${RestPath.SANDBOX_CHECKOUT}/dismiss`,
      formOf(await page.text()).fields,
    );
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get('location')).toBe(
      `${stack.gatewayUrl}/error?orderId=${order!.orderId}&reason=dismissed`,
    );
  });

  it('mails the reset link on the Host the browser used; forwarded headers of an unknown peer change nothing', async () => {
    const { email } = DEMO_ACCOUNTS.learner;
    expect(await resetLinkFor(stack, email, { host: 'finx.example:9443' })).toBe('http://finx.example:9443');
    expect(
      await resetLinkFor(stack, email, {
        host: 'finx.example:9443',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('http://finx.example:9443');
  });

  it('refuses a Host that is not a host name instead of mailing a link to it', async () => {
    const answer = await postWithHeaders(
      stack,
      print(ForgotPasswordDocument),
      { email: DEMO_ACCOUNTS.learner.email },
      { host: 'evil.example/@x' },
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body).not.toContain('evil.example');
  });

  it('counts codes per socket address: a made-up X-Forwarded-For does not buy a fresh limit', async () => {
    for (let index = 0; index < ADDRESS_LIMIT; index++) {
      expect(
        await requestCode(stack, `960000010${index}`, { 'x-forwarded-for': `203.0.113.${index}` }),
      ).toEqual({
        ok: true,
        userErrors: [],
      });
    }
    const refused = await requestCode(stack, '9600000109', { 'x-forwarded-for': '198.51.100.77' });
    expect(refused.ok).toBe(false);
    expect(refused.userErrors.map((error) => error.code)).toEqual([ReasonCode.RATE_LIMITED]);
  });
});

describe('behind a configured proxy (TRUST_PROXY): its forwarded address and origin count', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ restEnv, gatewayEnv: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('mails the link on the origin the proxy reports', async () => {
    const link = await resetLinkFor(stack, DEMO_ACCOUNTS.learner.email, {
      host: 'gateway-a:4000',
      'x-forwarded-host': 'finx.example.in',
      'x-forwarded-proto': 'https',
    });
    expect(link).toBe('https://finx.example.in');
  });

  it('gives each forwarded client address its own limit', async () => {
    const first = { 'x-forwarded-for': '203.0.113.10' };
    for (let index = 0; index < ADDRESS_LIMIT; index++) {
      expect((await requestCode(stack, `960000020${index}`, first)).ok).toBe(true);
    }
    expect((await requestCode(stack, '9600000208', first)).userErrors[0]?.code).toBe(ReasonCode.RATE_LIMITED);
    expect(await requestCode(stack, '9600000209', { 'x-forwarded-for': '203.0.113.11' })).toEqual({
      ok: true,
      userErrors: [],
    });
  });
});
