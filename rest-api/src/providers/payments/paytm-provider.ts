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
}

/** Rupees as Paytm writes them ("11999.00") from paise, and back; null when it is not such an amount. */
export const paytmAmount = (paise: number): string => (paise / 100).toFixed(2);

export const paiseOfPaytm = (amount: unknown): number | null => {
  if (typeof amount !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
