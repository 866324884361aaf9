import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from './payment-provider';
import { RazorpayProvider } from './razorpay.provider';

interface Seen {
  authorization: string | undefined;
  body: unknown;
  url?: string;
}

let server: Server;
let apiUrl: string;
const seen: Seen[] = [];
/** What the fake Orders API answers next. */
let reply: { status: number; body: unknown } = { status: 200, body: {} };

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await readBody(request);
    seen.push({
      authorization: request.headers.authorization,
      body: raw ? JSON.parse(raw) : null,
      url: request.url,
    });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (url = apiUrl) =>
  new RazorpayProvider({ keyId: 'rzp_test_abc', keySecret: 'secret123', webhookSecret: 'wh', apiUrl: url });
const request = { receipt: '700001', amountPaise: 1_199_900, currency: 'INR' as const };

describe('RazorpayProvider.createOrder', () => {
  it('creates the order in paise with basic auth and our order id as receipt', async () => {
    reply = { status: 200, body: { id: 'order_Rzp123', amount: 1_199_900, currency: 'INR' } };
    expect(await provider().createOrder(request)).toEqual({ providerOrderId: 'order_Rzp123' });
    expect(seen.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('rzp_test_abc:secret123').toString('base64')}`,
      body: { amount: 1_199_900, currency: 'INR', receipt: '700001' },
      url: '/v1/orders',
    });
  });

  it.each([
    ['a refusal', { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } }],
    ['an answer without an id', { status: 200, body: { amount: 1_199_900 } }],
    ['a different amount', { status: 200, body: { id: 'order_Rzp124', amount: 100 } }],
  ])('throws ProviderError on %s', async (_, answer) => {
    reply = answer;
    await expect(provider().createOrder(request)).rejects.toBeInstanceOf(ProviderError);
  });

  it('throws ProviderError when Razorpay cannot be reached', async () => {
    await expect(provider('http://127.0.0.1:9/v1').createOrder(request)).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});

describe('RazorpayProvider.payments (the status check)', () => {
  it('lists the order’s payments with basic auth, amounts in paise', async () => {
    const item = {
      id: 'pay_1',
      status: 'captured',
      amount: 1_199_900,
      currency: 'INR',
      order_id: 'order_R1',
    };
    reply = { status: 200, body: { entity: 'collection', count: 1, items: [item] } };
    expect(await provider().payments('order_R1')).toEqual([
      { id: 'pay_1', status: 'captured', amountPaise: 1_199_900, currency: 'INR' },
    ]);
    expect(seen.at(-1)).toMatchObject({
      url: '/v1/orders/order_R1/payments',
      authorization: `Basic ${Buffer.from('rzp_test_abc:secret123').toString('base64')}`,
    });
  });

  it.each([
    ['a refusal', { status: 401, body: {} }],
    ['no list', { status: 200, body: { count: 0 } }],
    [
      'an unreadable payment',
      { status: 200, body: { items: [{ id: 'pay_2', status: 'captured', amount: '1' }] } },
    ],
  ])('answers null (unknown) on %s', async (_, answer) => {
    reply = answer;
    expect(await provider().payments('order_R1')).toBeNull();
  });

  it('answers null when Razorpay cannot be reached', async () => {
    expect(await provider('http://127.0.0.1:9/v1').payments('order_R1')).toBeNull();
  });
});
