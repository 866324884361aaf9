import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from './payment-provider';
import { verifyPaytmChecksum } from './paytm-checksum';
import { orderIdOfPaytm, paiseOfPaytm, paytmAmount, paytmOrderIdOf } from './paytm-provider';
import { PaytmProvider } from './paytm.provider';

const KEY = 'kbzk1DSbJiV_O3p5';
const MID = 'FINXMID0000000000001';

interface Seen {
  url: string;
  raw: string;
}

let server: Server;
let host: string;
const seen: Seen[] = [];
/** What the fake Paytm answers next. */
let reply: { status: number; body: unknown } = { status: 200, body: {} };

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({ url: request.url ?? '', raw: await readBody(request) });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (url = host) =>
  new PaytmProvider({ mid: MID, merchantKey: KEY, website: 'WEBSTAGING', host: url });
const initiate = {
  paytmOrderId: 'FINX700001Tabc',
  amountPaise: 1_199_950,
  custId: '5001',
  callbackUrl: 'https://finx.example/payment/paytm/callback',
};

/** The body Paytm received and whether its head.signature is the checksum of the body as sent. */
const lastRequest = () => {
  const last = seen.at(-1);
  if (!last) throw new Error('nothing sent');
  const match = /^\{"body":(.*),"head":(\{.*\})\}$/.exec(last.raw);
  const body = match?.[1] ?? '';
  const head = JSON.parse(match?.[2] ?? '{}') as { signature?: string };
  return {
    url: last.url,
    body: JSON.parse(body) as unknown,
    signed: verifyPaytmChecksum(body, KEY, head.signature),
  };
};

describe('PaytmProvider', () => {
  it('initiates a transaction signed with the merchant key, in rupees, and answers the txnToken', async () => {
    reply = {
      status: 200,
      body: { body: { resultInfo: { resultStatus: 'S', resultCode: '0000' }, txnToken: 'tok123' } },
    };
    expect(await provider().initiate(initiate)).toEqual({ txnToken: 'tok123' });
    const sent = lastRequest();
    expect(sent.url).toBe(`/theia/api/v1/initiateTransaction?mid=${MID}&orderId=FINX700001Tabc`);
    expect(sent.signed).toBe(true);
    expect(sent.body).toEqual({
      requestType: 'Payment',
      mid: MID,
      websiteName: 'WEBSTAGING',
      orderId: 'FINX700001Tabc',
      callbackUrl: initiate.callbackUrl,
      txnAmount: { value: '11999.50', currency: 'INR' },
      userInfo: { custId: '5001' },
    });
    expect(provider().paymentPageUrl('ignored', 'FINX700001Tabc')).toBe(
      `${host}/theia/api/v1/showPaymentPage?mid=${MID}&orderId=FINX700001Tabc`,
    );
  });

  it.each([
    [
      'a refusal',
      { status: 200, body: { body: { resultInfo: { resultStatus: 'F', resultMsg: 'Invalid checksum' } } } },
    ],
    ['an HTTP error', { status: 500, body: {} }],
    ['an answer without a token', { status: 200, body: { body: { resultInfo: { resultStatus: 'S' } } } }],
  ])('throws ProviderError on %s', async (_, answer) => {
    reply = answer;
    await expect(provider().initiate(initiate)).rejects.toBeInstanceOf(ProviderError);
  });

  it('throws ProviderError when Paytm cannot be reached', async () => {
    await expect(provider('http://127.0.0.1:9').initiate(initiate)).rejects.toBeInstanceOf(ProviderError);
  });

  it('queries the order status, signed, and reads success, failure and pending', async () => {
    const answer = (resultStatus: string, orderId = 'FINX700001Tabc') => ({
      status: 200,
      body: {
        body: {
          resultInfo: { resultStatus, resultMsg: 'm' },
          txnId: '2026001',
          txnAmount: '11999.50',
          orderId,
          mid: MID,
        },
      },
    });
    reply = answer('TXN_SUCCESS');
    expect(await provider().status('FINX700001Tabc')).toEqual({
      status: 'TXN_SUCCESS',
      txnId: '2026001',
      txnAmount: '11999.50',
      message: 'm',
    });
    const sent = lastRequest();
    expect(sent).toMatchObject({
      url: '/v3/order/status',
      signed: true,
      body: { mid: MID, orderId: 'FINX700001Tabc' },
    });
    reply = answer('TXN_FAILURE');
    expect((await provider().status('FINX700001Tabc')).status).toBe('TXN_FAILURE');
    reply = answer('PENDING');
    expect((await provider().status('FINX700001Tabc')).status).toBe('PENDING');
    // An answer about another order, an unknown status, or no answer at all: UNKNOWN.
    reply = answer('TXN_SUCCESS', 'FINX700002Tabc');
    expect((await provider().status('FINX700001Tabc')).status).toBe('UNKNOWN');
    reply = answer('NO_RECORD_FOUND');
    expect((await provider().status('FINX700001Tabc')).status).toBe('UNKNOWN');
    expect((await provider('http://127.0.0.1:9').status('FINX700001Tabc')).status).toBe('UNKNOWN');
  });
});

describe('PaytmProvider refunds', () => {
  const refund = {
    paytmOrderId: 'FINX700001Tabc',
    txnId: '2026001',
    refId: 'FINXR700001',
    amountPaise: 1_199_950,
  };
  const answer = (resultStatus: string, resultCode: string, refId = refund.refId) => ({
    status: 200,
    body: {
      body: {
        resultInfo: { resultStatus, resultCode, resultMsg: 'm' },
        refId,
        refundId: 'R1',
        refundAmount: '11999.50',
      },
    },
  });

  it('applies a refund signed, in rupees to the paisa as a string, under our refId', async () => {
    reply = answer('PENDING', '601');
    expect(await provider().refund(refund)).toEqual({
      status: 'PENDING',
      refundId: 'R1',
      refundAmount: '11999.50',
      message: 'm',
    });
    expect(lastRequest()).toEqual({
      url: '/refund/apply',
      signed: true,
      body: {
        mid: MID,
        txnType: 'REFUND',
        orderId: 'FINX700001Tabc',
        txnId: '2026001',
        refId: 'FINXR700001',
        refundAmount: '11999.50',
      },
    });
  });

  it('asks the refund status when Paytm already took the refId (617), and reads refusals', async () => {
    reply = answer('TXN_FAILURE', '617');
    const status = provider().refund(refund);
    // The fake answers every call alike: the status call after 617 gets the same 617, read as a refusal.
    await expect(status).resolves.toMatchObject({ status: 'TXN_FAILURE', code: '617' });
    expect(lastRequest()).toMatchObject({
      url: '/v2/refund/status',
      signed: true,
      body: { mid: MID, orderId: 'FINX700001Tabc', refId: 'FINXR700001' },
    });
    reply = answer('TXN_SUCCESS', '10');
    expect(await provider().refundStatus('FINX700001Tabc', 'FINXR700001')).toMatchObject({
      status: 'TXN_SUCCESS',
    });
  });

  it.each([
    ['an answer about another refund', answer('PENDING', '601', 'FINXR9')],
    ['an unknown status', answer('WHATEVER', '0')],
    ['an HTTP error', { status: 500, body: {} }],
  ])('throws ProviderError on %s (the refund is unknown, not refused)', async (_, next) => {
    reply = next;
    await expect(provider().refund(refund)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Paytm order ids and amounts', () => {
  it('maps attempts back to our order, and nothing else', () => {
    expect(orderIdOfPaytm(paytmOrderIdOf(700123, 'lq2x9a'))).toBe(700123);
    for (const other of ['700123', 'FINX700123', 'FINXabcTx', 'FINX1T', 'order_Rzp123', 'FINX1Tx;drop']) {
      expect(orderIdOfPaytm(other)).toBeNull();
    }
  });

  it('writes paise as rupees with two decimals and reads them back exactly', () => {
    expect(paytmAmount(1_199_900)).toBe('11999.00');
    expect(paytmAmount(5)).toBe('0.05');
    expect(paiseOfPaytm('11999.00')).toBe(1_199_900);
    expect(paiseOfPaytm('11999.5')).toBe(1_199_950);
    expect(paiseOfPaytm('11999')).toBe(1_199_900);
    for (const bad of ['', '1e5', '-1.00', '1.001', '١٢', 12, null]) expect(paiseOfPaytm(bad)).toBeNull();
  });
});
