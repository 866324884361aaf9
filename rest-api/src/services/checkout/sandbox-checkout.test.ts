import { RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture } from './checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

// Migrating and seeding a fresh database takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

// In every load learner's cart (seed): 3008 ₹11,999.
const COURSE_A = 3008;
const startedOrder = (learner: number) => kit.started(learner, [COURSE_A]);

describe('the sandbox hosted checkout', () => {
  const form = (path: string, fields: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const CALLBACK = '/payment/callback';
  const hiddenFields = (html: string): Record<string, string> =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
        (match[1] ?? '').replace(/&#91;/g, '[').replace(/&#93;/g, ']'),
        (match[2] ?? '').replace(/&#34;/g, '"'),
      ]),
    );

  it('shows the amount from the database, whatever the form says, on GET and POST', async () => {
    const { order, providerOrderId } = await startedOrder(8);
    const page = await api.app.inject({
      method: 'GET',
      url: `${RestPath.SANDBOX_CHECKOUT}?${new URLSearchParams({ order_id: providerOrderId, callback_url: CALLBACK })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/data-testid="sandbox-amount">₹11,999\.00</);
    expect(page.body).toContain(`>${order.orderID}<`);
    for (const id of ['sandbox-pay', 'sandbox-fail', 'sandbox-dismiss']) expect(page.body).toContain(id);
    const posted = await form(RestPath.SANDBOX_CHECKOUT, {
      order_id: providerOrderId,
      callback_url: CALLBACK,
      amount: '100',
      // A provider page takes plain form fields, sensitive names included (Razorpay's prefill).
      email: 'someone@example.com',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toMatch(/data-testid="sandbox-amount">₹11,999\.00</);
  });

  it('refuses unknown orders and callbacks to other sites', async () => {
    const { providerOrderId } = await startedOrder(9);
    const unknown = await form(RestPath.SANDBOX_CHECKOUT, {
      order_id: 'order_sbx_nope',
      callback_url: CALLBACK,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toMatch(/at .*\.ts|stack/i);
    for (const callback_url of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const refused = await form(`${RestPath.SANDBOX_CHECKOUT}/pay`, {
        order_id: providerOrderId,
        callback_url,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).not.toContain('razorpay_signature');
    }
    const sameOrigin = await form(RestPath.SANDBOX_CHECKOUT, {
      order_id: providerOrderId,
      callback_url: 'http://localhost/payment/callback',
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('pays: posts signed fields back to the callback and sends the signed webhook', async () => {
    const { order, providerOrderId } = await startedOrder(10);
    const paid = await form(`${RestPath.SANDBOX_CHECKOUT}/pay`, {
      order_id: providerOrderId,
      callback_url: CALLBACK,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('action="http://localhost/payment/callback"');
    expect(paid.body).toContain('document.forms[0].submit()');
    const fields = hiddenFields(paid.body);
    expect(fields.razorpay_order_id).toBe(providerOrderId);
    expect(fields.razorpay_payment_id).toMatch(/^pay_sbx_/);
    // The webhook arrives on its own shortly after and fulfils the order.
    await vi.waitFor(async () => expect((await kit.orderRow(order.orderID))?.paymentStatus).toBe('Paid'), {
      timeout: 10_000,
      interval: 100,
    });
    // The browser's callback then finds it paid.
    expect(await kit.callback(fields)).toEqual({ orderID: order.orderID, outcome: 'ALREADY_PAID' });
    const events = await kit.eventsOf(order.orderID);
    expect(events.map((event) => [event.source, event.outcome]).sort()).toEqual([
      ['CALLBACK', 'ALREADY_PAID'],
      ['WEBHOOK', 'FULFILLED'],
    ]);
    // Coming back to the page of a paid order says so.
    const again = await form(RestPath.SANDBOX_CHECKOUT, {
      order_id: providerOrderId,
      callback_url: CALLBACK,
    });
    expect(again.body).toContain('This order is already paid');
  });

  it('fails: posts the error fields back and the webhook marks the order Failed', async () => {
    const { order, providerOrderId } = await startedOrder(11);
    const failed = await form(`${RestPath.SANDBOX_CHECKOUT}/fail`, {
      order_id: providerOrderId,
      callback_url: CALLBACK,
    });
    const fields = hiddenFields(failed.body);
    expect(fields).toMatchObject({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[reason]': 'payment_failed' });
    expect(JSON.parse(fields['error[metadata]'] ?? '{}')).toMatchObject({ order_id: providerOrderId });
    expect(await kit.callback(fields)).toEqual({ orderID: order.orderID, outcome: 'FAILED' });
    await vi.waitFor(async () => expect((await kit.orderRow(order.orderID))?.paymentStatus).toBe('Failed'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await kit.enrolmentsOf(order.orderID)).toHaveLength(0);

    const dismissed = await form(`${RestPath.SANDBOX_CHECKOUT}/dismiss`, {
      order_id: providerOrderId,
      callback_url: CALLBACK,
    });
    expect(dismissed.statusCode).toBe(303);
    expect(dismissed.headers.location).toBe(
      `http://localhost/error?orderId=${order.orderID}&reason=dismissed`,
    );
  });
});
