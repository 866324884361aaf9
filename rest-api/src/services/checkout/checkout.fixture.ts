import {
  ORDER_ITEM_ID,
  type OrderDetails,
  type PaymentCallbackResult,
  type PaymentHandoff,
  RestPath,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { couponRedemptions, enrolments, orders, paymentEvents } from '../../db/schema/checkout';
import { paymentSignature, webhookSignature } from '../../providers/payments/signature';
import type { RestTestClient } from '../../testing/rest-test-client';
import type { TestRestApi } from '../../testing/test-rest-api';
import { LOAD_LEARNERS } from '../../db/seed';

/** Load learner `i` (each test takes its own, so tests in one file never share a cart or an order). */
export const loadLearner = (i: number) => {
  const learner = LOAD_LEARNERS[i];
  if (!learner) throw new Error(`no load learner ${i}`);
  return learner;
};

/** What the payment tests share: signed-in learners, orders placed through the API, and DB reads. */
export class CheckoutFixture {
  constructor(readonly api: TestRestApi) {}

  async signedIn(email: string): Promise<RestTestClient> {
    const client = this.api.client();
    await client.loginAs(email);
    return client;
  }

  /** An order as the spec's client sends it, with the client's idea of prices (₹1 by default). */
  order(partyId: number, productIds: number[], couponCode?: string, clientPrice = 1) {
    return {
      studentPartyID: partyId,
      orderPlacedOn: '01/01/2020',
      totalItemPrice: clientPrice * productIds.length,
      totalOrderPrice: clientPrice * productIds.length,
      paymentStatus: 'Initiated',
      orderItemList: productIds.map((productID) => ({
        itemID: ORDER_ITEM_ID,
        productID,
        couponApplied: 'ZERO',
        prodctPrice: clientPrice,
      })),
      ...(couponCode === undefined ? {} : { couponCode }),
    };
  }

  async place(client: RestTestClient, partyId: number, productIds: number[], couponCode?: string) {
    const response = await client.post<OrderDetails>(
      RestPath.ORDER,
      this.order(partyId, productIds, couponCode),
    );
    const order = response.body.responseObject;
    if (!order) throw new Error(`order refused: ${JSON.stringify(response.body)}`);
    return order;
  }

  async handoff(client: RestTestClient, order: OrderDetails): Promise<PaymentHandoff> {
    const response = await client.post<PaymentHandoff>(RestPath.DO_PAYMENT, {
      orderID: order.orderID,
      studentPartyID: order.studentPartyID,
      totalOrderPrice: order.totalOrderPrice,
    });
    const handoff = response.body.responseObject;
    if (!handoff) throw new Error(`doPayment refused: ${JSON.stringify(response.body)}`);
    return handoff;
  }

  /** A learner's order handed off to the sandbox: what a callback or webhook refers to. */
  async started(learner: number, productIds: number[], couponCode?: string) {
    const { email, partyId } = loadLearner(learner);
    const client = await this.signedIn(email);
    const order = await this.place(client, partyId, productIds, couponCode);
    const handoff = await this.handoff(client, order);
    return { client, partyId, order, providerOrderId: handoff.razorpayOrderID };
  }

  /** The fields Razorpay's checkout posts back on success, signed with the sandbox key. */
  successFields(providerOrderId: string, paymentId: string) {
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(
        this.api.config.payments.sandbox.keySecret,
        providerOrderId,
        paymentId,
      ),
    };
  }

  async callback(fields: Record<string, string>): Promise<PaymentCallbackResult | null> {
    const response = await this.api.client().post<PaymentCallbackResult>(RestPath.PAYMENT_CALLBACK, fields);
    return response.body.responseObject;
  }

  /** A webhook as Razorpay sends it; signed with the sandbox webhook secret unless told otherwise. */
  async webhook(
    event: string,
    payment: Record<string, unknown>,
    options: { eventId?: string; signature?: string } = {},
  ) {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { entity: 'payment', currency: 'INR', ...payment } } },
      created_at: 1_700_000_000,
    });
    return this.api.app.inject({
      method: 'POST',
      url: RestPath.PAYMENT_WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature':
          options.signature ?? webhookSignature(this.api.config.payments.sandbox.webhookSecret, raw),
        ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
      },
      payload: raw,
    });
  }

  async orderRow(orderId: number) {
    const [row] = await this.api.db.select().from(orders).where(eq(orders.orderId, orderId));
    return row;
  }

  enrolmentsOf(orderId: number) {
    return this.api.db.select().from(enrolments).where(eq(enrolments.orderId, orderId));
  }

  eventsOf(orderId: number) {
    return this.api.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  }

  redemptionsOf(orderId: number) {
    return this.api.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  }
}
