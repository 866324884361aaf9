import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RestPath } from '@finx/domain';
import type { Config } from '../../config';
import type {
  PaytmGateway,
  PaytmInitiateRequest,
  PaytmRefund,
  PaytmRefundRequest,
  PaytmStatus,
} from './paytm-provider';
import {
  applyPaytmRefund,
  type PaytmSend,
  queryPaytmRefund,
  REFUND_PATHS,
  signedPaytmRequest,
} from './paytm-refund-protocol';
import { SandboxPaytmRefunds } from './sandbox-paytm-refunds';

/** What a sandbox txnToken vouches for: the attempt, its amount and where the page posts the result. */
export interface SandboxTxn {
  paytmOrderId: string;
  amountPaise: number;
  callbackUrl: string;
}

/** How the sandbox's Paytm transactions ended, for its status query (kept in memory, newest 1000). */
type Outcome = Exclude<PaytmStatus, { status: 'UNKNOWN' }>;
const KEPT = 1_000;

/**
 * The built-in stand-in for Paytm (development, tests, and demos with SANDBOX_PAY_IN_PRODUCTION).
 * Initiate answers a txnToken that signs the attempt, its amount and its callback with the merchant key,
 * so the hosted page (sandbox-paytm.routes) needs no store; results are posted back with Paytm's field
 * names and a CHECKSUMHASH made by the vendor's package, exactly as Paytm signs them.
 */
export class SandboxPaytmProvider implements PaytmGateway {
  readonly name = 'SANDBOX_PAYTM' as const;
  readonly mid: string;
  readonly merchantKey: string;
  private readonly outcomes = new Map<string, Outcome>();
  /** Its refund desk, also served over HTTP (sandbox-paytm.routes) as Paytm's Refund APIs are. */
  readonly refunds: SandboxPaytmRefunds;

  constructor(settings: Config['payments']['sandbox']) {
    this.mid = settings.paytmMid;
    this.merchantKey = settings.paytmMerchantKey;
    this.refunds = new SandboxPaytmRefunds(this.mid, this.merchantKey);
  }

  paymentPageUrl(origin: string, paytmOrderId: string): string {
    return `${origin}${RestPath.SANDBOX_PAYTM}?${new URLSearchParams({ mid: this.mid, orderId: paytmOrderId })}`;
  }

  async initiate(request: PaytmInitiateRequest): Promise<{ txnToken: string }> {
    const txn: SandboxTxn = {
      paytmOrderId: request.paytmOrderId,
      amountPaise: request.amountPaise,
      callbackUrl: request.callbackUrl,
    };
    const claims = Buffer.from(JSON.stringify(txn)).toString('base64url');
    return { txnToken: `${claims}.${this.sign(claims)}` };
  }

  /** The transaction a token was issued for; null for a token this sandbox did not issue. */
  readToken(token: unknown): SandboxTxn | null {
    if (typeof token !== 'string' || token.length > 2_000) return null;
    const [claims = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(claims));
    const presented = Buffer.from(signature);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null;
    try {
      const txn = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as SandboxTxn;
      return typeof txn.paytmOrderId === 'string' && Number.isSafeInteger(txn.amountPaise) ? txn : null;
    } catch {
      return null;
    }
  }

  async status(paytmOrderId: string): Promise<PaytmStatus> {
    return this.outcomes.get(paytmOrderId) ?? { status: 'UNKNOWN', message: 'Invalid Order Id.' };
  }

  refund(request: PaytmRefundRequest): Promise<PaytmRefund> {
    return applyPaytmRefund(this.send, this.mid, request);
  }

  refundStatus(paytmOrderId: string, refId: string): Promise<PaytmRefund> {
    return queryPaytmRefund(this.send, this.mid, paytmOrderId, refId);
  }

  /** The request signed as it would go to Paytm, handed to the refund desk in this process. */
  private readonly send: PaytmSend = async (path, body) => {
    const raw = await signedPaytmRequest(body, this.merchantKey);
    return path === REFUND_PATHS.apply ? this.refunds.apply(raw) : this.refunds.status(raw);
  };

  /** The page's tester chose an outcome: the status query answers it from now on. */
  remember(paytmOrderId: string, outcome: Outcome): void {
    this.outcomes.delete(paytmOrderId);
    this.outcomes.set(paytmOrderId, outcome);
    const oldest = this.outcomes.keys().next().value;
    if (this.outcomes.size > KEPT && oldest !== undefined) this.outcomes.delete(oldest);
  }

  /** Paytm's transaction ids are digits. */
  newTxnId(): string {
    return `2026${BigInt(`0x${randomBytes(8).toString('hex')}`)
      .toString()
      .padStart(20, '0')
      .slice(0, 20)}`;
  }

  private sign(text: string): string {
    return createHmac('sha256', this.merchantKey).update(text).digest('base64url');
  }
}
