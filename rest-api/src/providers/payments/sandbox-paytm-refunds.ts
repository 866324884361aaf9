import { randomInt } from 'node:crypto';
import { readSignedPaytmRequest } from './paytm-refund-protocol';

interface SandboxRefund {
  refId: string;
  orderId: string;
  txnId: string;
  refundAmount: string;
  refundId: string;
  status: 'PENDING' | 'TXN_SUCCESS';
}

/** Paytm's answer shape: `{ body: { resultInfo, ... } }`. */
type Answer = { body: Record<string, unknown> };

const KEPT = 1_000;
const AMOUNT = /^\d{1,9}\.\d{2}$/;

const refused = (code: string, message: string): Answer => ({
  body: { resultInfo: { resultStatus: 'TXN_FAILURE', resultCode: code, resultMsg: message } },
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;

/**
 * The sandbox's stand-in for Paytm's Refund and Refund Status APIs. It reads the same signed envelope
 * Paytm reads and refuses a checksum that is not the merchant key's (Paytm's code 330). Like Paytm it
 * keeps one refund per refId: the same refId again answers 617 (Refund Already Raised) and refunds
 * nothing more. The sandbox refunds a payment once, whole. A refund is PENDING when raised and
 * TXN_SUCCESS from its first status query on, as a bank's confirmation arrives later at Paytm.
 * Kept in memory (the newest 1000): our own order row is what makes a refund happen once across restarts.
 */
export class SandboxPaytmRefunds {
  private readonly byRefId = new Map<string, SandboxRefund>();

  constructor(
    private readonly mid: string,
    private readonly merchantKey: string,
  ) {}

  apply(raw: string): Answer {
    const body = readSignedPaytmRequest(raw, this.merchantKey);
    if (!body) return refused('330', 'Checksum provided is invalid');
    if (body.mid !== this.mid) return refused('335', 'Mid is invalid');
    const [refId, orderId, txnId] = [text(body.refId), text(body.orderId), text(body.txnId)];
    const refundAmount = typeof body.refundAmount === 'string' ? body.refundAmount : '';
    if (!refId || !orderId || !txnId || body.txnType !== 'REFUND') return refused('501', 'Invalid request');
    if (!AMOUNT.test(refundAmount) || Number(refundAmount) <= 0) {
      return refused('619', 'Invalid refund amount');
    }
    const earlier = this.byRefId.get(refId);
    if (earlier) {
      return earlier.txnId === txnId && earlier.refundAmount === refundAmount
        ? refused('617', 'Refund Already Raised')
        : refused('501', 'refId already used for another refund');
    }
    if ([...this.byRefId.values()].some((refund) => refund.txnId === txnId)) {
      return refused('620', 'Refund already processed for this transaction');
    }
    const refund: SandboxRefund = {
      refId,
      orderId,
      txnId,
      refundAmount,
      refundId: `${Date.now()}${randomInt(100_000, 999_999)}`,
      status: 'PENDING',
    };
    this.byRefId.set(refId, refund);
    const oldest = this.byRefId.keys().next().value;
    if (this.byRefId.size > KEPT && oldest !== undefined) this.byRefId.delete(oldest);
    return this.answer(
      refund,
      '601',
      'Refund request was raised for this transaction. But it is pending state',
    );
  }

  status(raw: string): Answer {
    const body = readSignedPaytmRequest(raw, this.merchantKey);
    if (!body) return refused('330', 'Checksum provided is invalid');
    const refund = this.byRefId.get(text(body.refId) ?? '');
    if (body.mid !== this.mid || !refund || refund.orderId !== body.orderId) {
      return refused('631', 'Record not found');
    }
    refund.status = 'TXN_SUCCESS';
    return this.answer(refund, '10', 'Refund Successfull');
  }

  private answer(refund: SandboxRefund, code: string, message: string): Answer {
    return {
      body: {
        resultInfo: { resultStatus: refund.status, resultCode: code, resultMsg: message },
        mid: this.mid,
        orderId: refund.orderId,
        txnId: refund.txnId,
        refId: refund.refId,
        refundId: refund.refundId,
        refundAmount: refund.refundAmount,
      },
    };
  }
}
