import type { Config } from '../../config';
import { ProviderError } from './payment-provider';
import {
  paytmAmount,
  type PaytmGateway,
  type PaytmInitiateRequest,
  type PaytmRefund,
  type PaytmRefundRequest,
  type PaytmStatus,
} from './paytm-provider';
import { applyPaytmRefund, queryPaytmRefund, signedPaytmRequest } from './paytm-refund-protocol';

const TIMEOUT_MS = 8_000;

type PaytmSettings = NonNullable<Config['payments']['paytm']>;

interface PaytmAnswer {
  body?: {
    resultInfo?: { resultStatus?: unknown; resultCode?: unknown; resultMsg?: unknown };
    txnToken?: unknown;
    txnId?: unknown;
    txnAmount?: unknown;
    orderId?: unknown;
    mid?: unknown;
    refId?: unknown;
    refundId?: unknown;
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const STATUSES = ['TXN_SUCCESS', 'TXN_FAILURE', 'PENDING'] as const;

/**
 * Paytm's All-in-One APIs: Initiate Transaction (`/theia/api/v1/initiateTransaction`), Transaction
 * Status (`/v3/order/status`), Refund (`/refund/apply`) and Refund Status (`/v2/refund/status`), each a JSON `{ body, head: { signature } }` whose signature is the
 * checksum of the serialised body under the merchant key. Answers come over TLS from Paytm's host.
 */
export class PaytmProvider implements PaytmGateway {
  readonly name = 'PAYTM' as const;
  readonly mid: string;
  readonly merchantKey: string;

  constructor(private readonly settings: PaytmSettings) {
    this.mid = settings.mid;
    this.merchantKey = settings.merchantKey;
  }

  paymentPageUrl(_origin: string, paytmOrderId: string): string {
    const query = new URLSearchParams({ mid: this.mid, orderId: paytmOrderId });
    return `${this.settings.host}/theia/api/v1/showPaymentPage?${query}`;
  }

  async initiate(request: PaytmInitiateRequest): Promise<{ txnToken: string }> {
    const body = {
      requestType: 'Payment',
      mid: this.mid,
      websiteName: this.settings.website,
      orderId: request.paytmOrderId,
      callbackUrl: request.callbackUrl,
      txnAmount: { value: paytmAmount(request.amountPaise), currency: 'INR' },
      userInfo: { custId: request.custId },
    };
    const query = new URLSearchParams({ mid: this.mid, orderId: request.paytmOrderId });
    const answer = await this.post(`/theia/api/v1/initiateTransaction?${query}`, body);
    const token = text(answer?.body?.txnToken);
    if (answer?.body?.resultInfo?.resultStatus !== 'S' || !token) {
      throw new ProviderError(
        `Paytm refused to initiate the transaction (${String(answer?.body?.resultInfo?.resultMsg)})`,
      );
    }
    return { txnToken: token };
  }

  async status(paytmOrderId: string): Promise<PaytmStatus> {
    let answer: PaytmAnswer | null;
    try {
      answer = await this.post('/v3/order/status', { mid: this.mid, orderId: paytmOrderId });
    } catch (error) {
      return { status: 'UNKNOWN', message: (error as Error).message };
    }
    const result = answer?.body;
    const status = STATUSES.find((candidate) => candidate === result?.resultInfo?.resultStatus);
    // An answer about another order or merchant is no answer.
    if (
      !status ||
      result?.orderId !== paytmOrderId ||
      (result.mid !== undefined && result.mid !== this.mid)
    ) {
      return { status: 'UNKNOWN', message: text(result?.resultInfo?.resultMsg) };
    }
    return {
      status,
      txnId: text(result.txnId),
      txnAmount: text(result.txnAmount),
      message: text(result.resultInfo?.resultMsg),
    };
  }

  refund(request: PaytmRefundRequest): Promise<PaytmRefund> {
    return applyPaytmRefund((path, body) => this.post(path, body), this.mid, request);
  }

  refundStatus(paytmOrderId: string, refId: string): Promise<PaytmRefund> {
    return queryPaytmRefund((path, body) => this.post(path, body), this.mid, paytmOrderId, refId);
  }

  private async post(path: string, body: Record<string, unknown>): Promise<PaytmAnswer | null> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.host}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: await signedPaytmRequest(body, this.merchantKey),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('Paytm could not be reached', { cause: error });
    }
    if (!response.ok) throw new ProviderError(`Paytm answered HTTP ${response.status}`);
    return (await response.json().catch(() => null)) as PaytmAnswer | null;
  }
}
