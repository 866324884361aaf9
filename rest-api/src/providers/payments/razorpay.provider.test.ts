import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from './payment-provider';
import { RazorpayProvider } from './razorpay.provider';

interface Seen {
  authorization: string | undefined;
  body: unknown;
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
    seen.push({ authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
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
