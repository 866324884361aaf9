import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** Constant-time comparison of two hex digests; anything not a 64-digit hex string is unequal. */
const sameDigest = (expected: string, presented: unknown): boolean => {
  if (typeof presented !== 'string' || !/^[0-9a-f]{64}$/i.test(presented)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(presented.toLowerCase(), 'hex'));
};

/** Razorpay's checkout signature: HMAC-SHA256 hex of `order_id|payment_id` under the key secret. */
export const paymentSignature = (keySecret: string, providerOrderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${providerOrderId}|${paymentId}`);

export const verifyPaymentSignature = (
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: unknown,
): boolean => sameDigest(paymentSignature(keySecret, providerOrderId, paymentId), signature);

/** Razorpay's webhook signature: HMAC-SHA256 hex of the raw body, exactly as received. */
export const webhookSignature = (webhookSecret: string, rawBody: string): string =>
  hmacHex(webhookSecret, rawBody);

export const verifyWebhookSignature = (webhookSecret: string, rawBody: string, signature: unknown): boolean =>
  sameDigest(webhookSignature(webhookSecret, rawBody), signature);
