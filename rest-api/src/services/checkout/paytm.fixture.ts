import { type PaymentCallbackResult, type PaymentHandoff, RestPath } from '@finx/domain';
import type { TestRestApi } from '../../testing/test-rest-api';
import { type CheckoutFixture, loadLearner } from './checkout.fixture';

// In every load learner's cart (seed): 3008 ₹11,999.
export const WALLET_COURSE = 3008;

const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  );

/** Paytm payments through the sandbox, as the refund and status tests need them. */
export class PaytmFixture {
  constructor(
    private readonly api: TestRestApi,
    private readonly kit: CheckoutFixture,
  ) {}

  form(url: string, fields: Record<string, string>) {
    return this.api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** A learner's order handed to the wallet: Paytm's order id and token, as /checkout-paytm gets them. */
  async walletOrder(learner: number) {
    const { email, partyId } = loadLearner(learner);
    const client = await this.kit.signedIn(email);
    const order = await this.kit.place(client, partyId, [WALLET_COURSE]);
    const response = await client.post<PaymentHandoff>(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: partyId,
      totalOrderPrice: order.totalOrderPrice,
      paymentMethod: 'WALLET',
    });
    const handoff = response.body.responseObject;
    if (!handoff?.txnToken) throw new Error(`wallet refused: ${JSON.stringify(response.body)}`);
    return { client, partyId, order, handoff };
  }

  /** The sandbox page's outcome: the signed fields it posts to the callback. */
  async outcome(handoff: PaymentHandoff, action: 'pay' | 'fail' | 'pending') {
    const page = await this.form(`${RestPath.SANDBOX_PAYTM}/${action}`, {
      mid: handoff.mid,
      orderId: handoff.razorpayOrderID,
      txnToken: handoff.txnToken ?? '',
      mode: 'PPI',
    });
    if (page.statusCode !== 200) throw new Error(`sandbox page answered ${page.statusCode}`);
    return hiddenFields(page.body);
  }

  async callback(fields: Record<string, string>) {
    const response = await this.api.client().post<PaymentCallbackResult>(RestPath.PAYTM_CALLBACK, fields);
    return response.body.responseObject;
  }

  /** A learner's order paid by wallet through the sandbox: the order, and Paytm's txn and order ids. */
  async paid(learner: number) {
    const started = await this.walletOrder(learner);
    const fields = await this.outcome(started.handoff, 'pay');
    const result = await this.callback(fields);
    if (result?.outcome !== 'PAID') throw new Error(`not paid: ${JSON.stringify(result)}`);
    return { ...started, txnId: fields.TXNID ?? '', paytmOrderId: fields.ORDERID ?? '' };
  }
}
