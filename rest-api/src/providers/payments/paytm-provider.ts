import type { PaymentProvider as ProviderName } from '@finx/domain';

/** Paytm's orders are ours with an attempt suffix: `FINX<our order id>T<attempt>` (Paytm wants one per try). */
const ATTEMPT_PATTERN = /^FINX(\d{1,10})T[0-9a-z]{1,16}$/;

export const paytmOrderIdOf = (orderId: number, attempt: string): string => `FINX${orderId}T${attempt}`;

/** Our order id in one of Paytm's order ids; null for ids we never made. */
export const orderIdOfPaytm = (paytmOrderId: string): number | null => {
  const match = ATTEMPT_PATTERN.exec(paytmOrderId);
  return match?.[1] ? Number(match[1]) : null;
};

export interface PaytmInitiateRequest {
  paytmOrderId: string;
  amountPaise: number;
  /** Paytm's userInfo.custId: the learner's party id. */
  custId: string;
  callbackUrl: string;
}

/** What Paytm's Transaction Status API says about one of its orders (`/v3/order/status`). */
export type PaytmStatus =
  | {
      status: 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';
      txnId: string | null;
      /** Rupees, two decimals, as Paytm writes them. */
      txnAmount: string | null;
      message: string | null;
    }
  /** Paytm does not know the order (never paid there) or could not be asked. */
  | { status: 'UNKNOWN'; message: string | null };

/**
 * The wallet method (`001 §2` /checkout-paytm): Paytm's initiate transaction and status query, its
 * payment page, and the merchant key that signs (CHECKSUMHASH) everything it posts back to us.
 */
export interface PaytmGateway {
  readonly name: Extract<ProviderName, 'PAYTM' | 'SANDBOX_PAYTM'>;
  readonly mid: string;
  readonly merchantKey: string;
  /** Paytm's showPaymentPage for this order, for a learner on `origin`; the form posts mid, orderId, txnToken. */
  paymentPageUrl(origin: string, paytmOrderId: string): string;
  /** Initiate Transaction: the txnToken the payment page is opened with; throws ProviderError on failure. */
  initiate(request: PaytmInitiateRequest): Promise<{ txnToken: string }>;
  /** Transaction Status: how this Paytm order ended (never throws: an unreachable Paytm is UNKNOWN). */
  status(paytmOrderId: string): Promise<PaytmStatus>;
  /** Refund: throws ProviderError when Paytm cannot be asked (the refund may or may not exist then). */
  refund(request: PaytmRefundRequest): Promise<PaytmRefund>;
  /** Refund Status (`/v2/refund/status`); throws ProviderError when Paytm cannot be asked. */
  refundStatus(paytmOrderId: string, refId: string): Promise<PaytmRefund>;
}

/** Rupees as Paytm writes them ("11999.00") from paise, and back; null when it is not such an amount. */
export const paytmAmount = (paise: number): string => (paise / 100).toFixed(2);

export const paiseOfPaytm = (amount: unknown): number | null => {
  if (typeof amount !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * Paytm's Refund API (`/refund/apply`): the whole payment back, under our refId. Paytm keeps one
 * refund per refId, so asking again with the same refId never refunds twice (it answers the first).
 */
export interface PaytmRefundRequest {
  paytmOrderId: string;
  txnId: string;
  refId: string;
  amountPaise: number;
}

/** Where a refund stands at Paytm: accepted (PENDING until the bank confirms, then TXN_SUCCESS) or refused. */
export type PaytmRefund =
  | {
      status: 'TXN_SUCCESS' | 'PENDING';
      refundId: string | null;
      /** Rupees as Paytm writes them, when it says. */
      refundAmount: string | null;
      message: string | null;
    }
  | { status: 'TXN_FAILURE'; code: string | null; message: string | null };

/** The refund's refId: one per order (we refund whole orders, once), so every retry names the same refund. */
export const paytmRefIdOf = (orderId: number): string => `FINXR${orderId}`;

/** Paytm's code for a refId it already took: the refund exists, and its status query tells how it stands. */
export const REFUND_ALREADY_RAISED = '617';
