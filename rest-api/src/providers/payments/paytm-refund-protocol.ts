import { ProviderError } from './payment-provider';
import { paytmChecksum, verifyPaytmChecksum } from './paytm-checksum';
import {
  paytmAmount,
  type PaytmRefund,
  type PaytmRefundRequest,
  REFUND_ALREADY_RAISED,
} from './paytm-provider';

/**
 * Paytm's JSON API envelope and its Refund API's bodies, shared by the real provider and the sandbox
 * (which reads the same signed envelope, so a refund through the sandbox proves the checksum too).
 */

/** `{ body, head: { signature } }`, the signature being the checksum of the body exactly as serialised. */
export const signedPaytmRequest = async (
  body: Record<string, unknown>,
  merchantKey: string,
): Promise<string> => {
  const serialised = JSON.stringify(body);
  const signature = await paytmChecksum(serialised, merchantKey);
  return `{"body":${serialised},"head":${JSON.stringify({ signature })}}`;
};

/** The body of a signed envelope; null when it is not one or its signature is not the merchant's. */
export const readSignedPaytmRequest = (raw: string, merchantKey: string): Record<string, unknown> | null => {
  // The signature covers the body's text as sent, so it is cut out of the envelope, not re-serialised.
  const match = /^\{"body":(\{.*\}),"head":(\{[^{}]*\})\}$/s.exec(raw);
  if (!match?.[1] || !match[2]) return null;
  try {
    const head = JSON.parse(match[2]) as { signature?: unknown };
    if (!verifyPaytmChecksum(match[1], merchantKey, head.signature)) return null;
    const body: unknown = JSON.parse(match[1]);
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

export const refundApplyBody = (mid: string, request: PaytmRefundRequest) => ({
  mid,
  txnType: 'REFUND',
  orderId: request.paytmOrderId,
  txnId: request.txnId,
  refId: request.refId,
  // Rupees to the paisa, as a string: Paytm reads amounts as decimal text, never as a float.
  refundAmount: paytmAmount(request.amountPaise),
});

export const refundStatusBody = (mid: string, paytmOrderId: string, refId: string) => ({
  mid,
  orderId: paytmOrderId,
  refId,
});

export interface PaytmRefundAnswer {
  body?: {
    resultInfo?: { resultStatus?: unknown; resultCode?: unknown; resultMsg?: unknown };
    refId?: unknown;
    refundId?: unknown;
    refundAmount?: unknown;
    orderId?: unknown;
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

/**
 * What an answer says about our refund. An answer that names another refund, or none we can read,
 * leaves its state unknown: that throws, so nobody takes it for a refusal and refunds another way.
 */
export const readRefundAnswer = (answer: PaytmRefundAnswer | null, refId: string): PaytmRefund => {
  const result = answer?.body;
  const status = result?.resultInfo?.resultStatus;
  const code = text(result?.resultInfo?.resultCode);
  const message = text(result?.resultInfo?.resultMsg);
  if (status === 'TXN_FAILURE') return { status, code, message };
  if ((status === 'TXN_SUCCESS' || status === 'PENDING') && result?.refId === refId) {
    return { status, refundId: text(result.refundId), refundAmount: text(result.refundAmount), message };
  }
  throw new ProviderError(`Paytm's refund answer could not be read (${String(status)}, ${String(code)})`);
};

/** Sends one signed call to Paytm (or the sandbox) and answers its parsed reply. */
export type PaytmSend = (path: string, body: Record<string, unknown>) => Promise<PaytmRefundAnswer | null>;

export const REFUND_PATHS = { apply: '/refund/apply', status: '/v2/refund/status' } as const;

/** Refund Status: how our refund stands; throws ProviderError when the answer says nothing readable. */
export const queryPaytmRefund = async (
  send: PaytmSend,
  mid: string,
  paytmOrderId: string,
  refId: string,
): Promise<PaytmRefund> =>
  readRefundAnswer(await send(REFUND_PATHS.status, refundStatusBody(mid, paytmOrderId, refId)), refId);

/**
 * Refund: a refId Paytm already took (a retry after an answer was lost) is the same refund, never a
 * second one; its status query says how it stands.
 */
export const applyPaytmRefund = async (
  send: PaytmSend,
  mid: string,
  request: PaytmRefundRequest,
): Promise<PaytmRefund> => {
  const answer = readRefundAnswer(
    await send(REFUND_PATHS.apply, refundApplyBody(mid, request)),
    request.refId,
  );
  if (answer.status === 'TXN_FAILURE' && answer.code === REFUND_ALREADY_RAISED) {
    return queryPaytmRefund(send, mid, request.paytmOrderId, request.refId);
  }
  return answer;
};
