import {
  type OrderDetails,
  type PaymentHistoryRow,
  type PaymentReportRow,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema/checkout';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createWalletProvider } from '../../providers/payments/choose-payment-provider';
import { ProviderError } from '../../providers/payments/payment-provider';
import { paytmRefIdOf } from '../../providers/payments/paytm-provider';
import { refundApplyBody, signedPaytmRequest } from '../../providers/payments/paytm-refund-protocol';
import type { SandboxPaytmProvider } from '../../providers/payments/sandbox-paytm.provider';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from '../checkout/checkout.fixture';
import { PaytmFixture } from '../checkout/paytm.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
let paytm: PaytmFixture;
let wallet: SandboxPaytmProvider;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi({ SANDBOX_WEBHOOK_DELAY_MS: '600000' });
  kit = new CheckoutFixture(api);
  paytm = new PaytmFixture(api, kit);
  // The app's own sandbox (one per configuration): what it was asked to refund.
  wallet = createWalletProvider(api.config) as SandboxPaytmProvider;
  ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());
afterEach(() => vi.restoreAllMocks());

const note = 'E-mail request 2026-11-29, approved by ops';
const refund = (orderID: number, client = ops) =>
  client.post<OrderDetails>(RestPath.REFUND, { orderID, note });
const refundEvents = async (orderId: number) =>
  (await kit.eventsOf(orderId)).filter((event) => event.source === 'REFUND');

/** A raw call to the sandbox's Refund API over HTTP, signed with `key`. */
const sandboxCall = async (path: string, body: Record<string, unknown>, key = wallet.merchantKey) => {
  const response = await api.app.inject({
    method: 'POST',
    url: `${RestPath.SANDBOX_PAYTM}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: await signedPaytmRequest(body, key),
  });
  return (response.json() as { body: { resultInfo: { resultStatus: string; resultCode: string } } }).body;
};

describe('Refunds of Paytm payments (through the sandbox)', () => {
  it('refunds through Paytm, exact to the paisa, ends access, and shows Refunded to staff and learner', async () => {
    const { client, order, txnId, paytmOrderId, partyId } = await paytm.paid(20);
    const apply = vi.spyOn(wallet, 'refund');
    const refunded = await refund(order.orderID);
    expect(refunded.body.responseObject?.paymentStatus).toBe('Refunded');
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({
      paytmOrderId,
      txnId,
      refId: paytmRefIdOf(order.orderID),
      amountPaise: 1_199_900,
    });
    const [event] = await refundEvents(order.orderID);
    expect(event).toMatchObject({
      outcome: 'REFUNDED',
      detail: note,
      providerPaymentId: txnId,
      payload: {
        provider: 'SANDBOX_PAYTM',
        refId: paytmRefIdOf(order.orderID),
        paytmOrderId,
        status: 'PENDING',
        refundAmount: '11999.00',
        refundId: expect.stringMatching(/^\d+$/),
      },
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);
    // Paytm's Refund Status: the bank confirmed it.
    expect(await wallet.refundStatus(paytmOrderId, paytmRefIdOf(order.orderID))).toMatchObject({
      status: 'TXN_SUCCESS',
      refundAmount: '11999.00',
    });
    // Shown where every refund is: My Payment and the staff payment report.
    const history = await client.get<never, PaymentHistoryRow>(RestPath.PAYMENT_HISTORY, {
      query: { partyID: partyId },
    });
    expect(history.body.responseListObject?.find((row) => row.orderID === order.orderID)).toMatchObject({
      paymentStatus: 'Refunded',
      provider: 'SANDBOX_PAYTM',
    });
    const report = await ops.get<never, PaymentReportRow>(RestPath.PAYMENT_REPORT, {
      query: { search: String(order.orderID) },
    });
    expect(report.body.responseListObject?.[0]).toMatchObject({ paymentStatus: 'Refunded' });
    // Once: a second refund is refused and asks Paytm nothing.
    expect((await refund(order.orderID)).body.reasonCode).toBe(ReasonCode.ORDER_NOT_REFUNDABLE);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('refunds once when two staff refund the same order at the same moment', async () => {
    const { order } = await paytm.paid(21);
    const admin = await kit.signedIn(DEMO_ACCOUNTS.admin.email);
    const apply = vi.spyOn(wallet, 'refund');
    const answers = await Promise.all([refund(order.orderID), refund(order.orderID, admin)]);
    const outcomes = answers.map(
      (answer) => answer.body.responseObject?.paymentStatus ?? answer.body.reasonCode,
    );
    expect(outcomes.sort()).toEqual([ReasonCode.ORDER_NOT_REFUNDABLE, 'Refunded']);
    // Paytm was asked once; the second waited for the order's lock and found it refunded.
    expect(apply).toHaveBeenCalledTimes(1);
    expect(await refundEvents(order.orderID)).toHaveLength(1);
  });

  it('a retry after a lost answer names the same refund (617), and Paytm never refunds twice', async () => {
    const { order, txnId, paytmOrderId } = await paytm.paid(22);
    const refId = paytmRefIdOf(order.orderID);
    // Paytm took the refund, but the answer never reached us: the order is still Paid here.
    await wallet.refund({ paytmOrderId, txnId, refId, amountPaise: 1_199_900 });
    const again = await sandboxCall('/refund/apply', {
      ...refundApplyBody(wallet.mid, { paytmOrderId, txnId, refId, amountPaise: 1_199_900 }),
    });
    expect(again.resultInfo).toMatchObject({ resultStatus: 'TXN_FAILURE', resultCode: '617' });
    const refunded = await refund(order.orderID);
    expect(refunded.body.responseObject?.paymentStatus).toBe('Refunded');
    expect((await refundEvents(order.orderID))[0]?.payload).toMatchObject({ refId, status: 'TXN_SUCCESS' });
    // The same transaction under another refId: refused, there is one refund of it.
    const other = await sandboxCall('/refund/apply', {
      ...refundApplyBody(wallet.mid, { paytmOrderId, txnId, refId: 'OTHER1', amountPaise: 1_199_900 }),
    });
    expect(other.resultInfo).toMatchObject({ resultStatus: 'TXN_FAILURE', resultCode: '620' });
  });

  it('refuses a refund request whose checksum is not the merchant key’s, and refunds nothing', async () => {
    const { order, txnId, paytmOrderId } = await paytm.paid(23);
    const request = { paytmOrderId, txnId, refId: paytmRefIdOf(order.orderID), amountPaise: 1_199_900 };
    const forged = await sandboxCall(
      '/refund/apply',
      refundApplyBody(wallet.mid, request),
      'another-key-0001',
    );
    expect(forged.resultInfo).toMatchObject({ resultStatus: 'TXN_FAILURE', resultCode: '330' });
    const status = await sandboxCall(
      '/v2/refund/status',
      { mid: wallet.mid, orderId: paytmOrderId, refId: request.refId },
      'another-key-0001',
    );
    expect(status.resultInfo).toMatchObject({ resultCode: '330' });
    // Nothing was raised by the forged call: the genuine refund is the first of its refId.
    const genuine = await sandboxCall('/refund/apply', refundApplyBody(wallet.mid, request));
    expect(genuine).toMatchObject({ resultInfo: { resultStatus: 'PENDING' }, refundAmount: '11999.00' });
  });

  it('keeps the order paid when Paytm refuses, is unreachable, or is not the provider that took it', async () => {
    const { order, txnId, paytmOrderId } = await paytm.paid(24);
    // Another refund of the transaction exists (raised from Paytm's dashboard): Paytm refuses ours.
    await wallet.refund({ paytmOrderId, txnId, refId: 'DASHBOARD1', amountPaise: 1_199_900 });
    expect((await refund(order.orderID)).body.reasonCode).toBe(ReasonCode.REFUND_REFUSED);
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Paid' });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(1);

    vi.spyOn(wallet, 'refund').mockRejectedValueOnce(new ProviderError('Paytm could not be reached'));
    expect((await refund(order.orderID)).body.reasonCode).toBe(ReasonCode.PAYMENT_PROVIDER_FAILED);

    // A payment real Paytm took is not the sandbox's to give back (nor the other way round).
    await api.db.update(orders).set({ provider: 'PAYTM' }).where(eq(orders.orderId, order.orderID));
    expect((await refund(order.orderID)).body.reasonCode).toBe(ReasonCode.REFUND_REFUSED);
    expect(await kit.orderRow(order.orderID)).toMatchObject({ paymentStatus: 'Paid' });
    expect((await refundEvents(order.orderID)).map((event) => [event.outcome, event.detail])).toEqual([
      ['REFUND_REFUSED', '620 Refund already processed for this transaction'],
      ['REFUND_UNKNOWN', 'Paytm could not be reached'],
      ['REFUND_REFUSED', 'PROVIDER_MISMATCH SANDBOX_PAYTM'],
    ]);
  });
});
