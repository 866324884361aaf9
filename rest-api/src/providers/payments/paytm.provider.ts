import type { Config } from '../../config';
import { ProviderError } from './payment-provider';
import { paytmChecksum } from './paytm-checksum';
import {
  paytmAmount,
  type PaytmGateway,
  type PaytmInitiateRequest,
  type PaytmStatus,
} from './paytm-provider';

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
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const STATUSES = ['TXN_SUCCESS', 'TXN_FAILURE', 'PENDING'] as const;

/**
 * Paytm's All-in-One APIs: Initiate Transaction (`/theia/api/v1/initiateTransaction`) and Transaction
 * Status (`/v3/order/status`), each a JSON `{ body, head: { signature } }` whose signature is the
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

  private async post(path: string, body: Record<string, unknown>): Promise<PaytmAnswer | null> {
    const serialised = JSON.stringify(body);
    const signature = await paytmChecksum(serialised, this.merchantKey);
    let response: Response;
    try {
      response = await fetch(`${this.settings.host}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"body":${serialised},"head":${JSON.stringify({ signature })}}`,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('Paytm could not be reached', { cause: error });
    }
    if (!response.ok) throw new ProviderError(`Paytm answered HTTP ${response.status}`);
    return (await response.json().catch(() => null)) as PaytmAnswer | null;
  }
}
