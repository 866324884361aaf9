import { describe, expect, it } from 'vitest';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signature';

// Digests computed outside Node (`openssl dgst -sha256 -hmac`), so the tests do not restate the code.
const CHECKOUT = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IluGWxBm9U8zJ8',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  digest: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d',
};
const WEBHOOK = {
  secret: 'whsec',
  body: '{"event":"payment.captured"}',
  digest: '4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e',
};

describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret', () => {
    expect(paymentSignature(CHECKOUT.secret, CHECKOUT.orderId, CHECKOUT.paymentId)).toBe(CHECKOUT.digest);
    expect(
      verifyPaymentSignature(
        CHECKOUT.secret,
        CHECKOUT.orderId,
        CHECKOUT.paymentId,
        CHECKOUT.digest.toUpperCase(),
      ),
    ).toBe(true);
  });

  it.each([
    ['another payment', CHECKOUT.orderId, 'pay_other', CHECKOUT.digest],
    ['another order', 'order_other', CHECKOUT.paymentId, CHECKOUT.digest],
    ['a short digest', CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.digest.slice(2)],
    ['no digest', CHECKOUT.orderId, CHECKOUT.paymentId, undefined],
    ['a non-hex digest', CHECKOUT.orderId, CHECKOUT.paymentId, 'z'.repeat(64)],
  ])('refuses %s', (_, orderId, paymentId, digest) => {
    expect(verifyPaymentSignature(CHECKOUT.secret, orderId, paymentId, digest)).toBe(false);
  });

  it('signs the raw webhook body byte for byte', () => {
    expect(webhookSignature(WEBHOOK.secret, WEBHOOK.body)).toBe(WEBHOOK.digest);
    expect(verifyWebhookSignature(WEBHOOK.secret, WEBHOOK.body, WEBHOOK.digest)).toBe(true);
    expect(verifyWebhookSignature(WEBHOOK.secret, `${WEBHOOK.body} `, WEBHOOK.digest)).toBe(false);
    expect(verifyWebhookSignature('other', WEBHOOK.body, WEBHOOK.digest)).toBe(false);
  });
});
