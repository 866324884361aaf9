import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  COUPON_CODE_MAX,
  PaymentInputMessage as M,
  checkCouponCode,
  checkOfflineReference,
  checkRefundNote,
  couponSchema,
  normaliseCouponCode,
  offlinePaymentSchema,
  refundSchema,
} from './payment.schema';

const formError = async (
  schema: typeof couponSchema | typeof offlinePaymentSchema | typeof refundSchema,
  values: object,
) => {
  try {
    await schema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
};

describe('coupon code: one rule for the form, the gateway and REST', () => {
  it('is trimmed and upper-cased, as codes are stored', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(checkCouponCode('  welcome10 ')).toEqual({ ok: true, value: 'WELCOME10' });
    expect(couponSchema.cast({ code: ' flat200' })).toEqual({ code: 'FLAT200' });
  });

  it(`takes at most ${COUPON_CODE_MAX} characters after trimming, and refuses a blank code`, () => {
    expect(checkCouponCode(` ${'A'.repeat(COUPON_CODE_MAX)} `).ok).toBe(true);
    expect(checkCouponCode('A'.repeat(COUPON_CODE_MAX + 1))).toEqual({
      ok: false,
      message: M.COUPON_TOO_LONG,
    });
    expect(checkCouponCode('   ')).toEqual({ ok: false, message: M.COUPON_REQUIRED });
  });

  it('gives the form the same messages', async () => {
    expect(await formError(couponSchema, { code: '' })).toBe(M.COUPON_REQUIRED);
    expect(await formError(couponSchema, { code: 'A'.repeat(41) })).toBe(M.COUPON_TOO_LONG);
    expect(await formError(couponSchema, { code: 'welcome10' })).toBeNull();
  });
});

describe('offline payment reference and refund note', () => {
  it.each([
    ['', M.REFERENCE_REQUIRED],
    ['   ', M.REFERENCE_REQUIRED],
    ['R'.repeat(101), M.REFERENCE_TOO_LONG],
    ['NEFT#123', M.REFERENCE_INVALID],
  ])('refuses the reference %j with %j', async (reference, message) => {
    expect(checkOfflineReference(reference)).toEqual({ ok: false, message });
    expect(await formError(offlinePaymentSchema, { reference })).toBe(message);
  });

  it('trims an accepted reference', () => {
    expect(checkOfflineReference(' UTR-2026/11:42_a ')).toEqual({ ok: true, value: 'UTR-2026/11:42_a' });
  });

  it('needs a refund note of 1 to 500 characters, trimmed', async () => {
    expect(checkRefundNote('  refunded by card  ')).toEqual({ ok: true, value: 'refunded by card' });
    expect(checkRefundNote(' ')).toEqual({ ok: false, message: M.NOTE_REQUIRED });
    expect(checkRefundNote('n'.repeat(501))).toEqual({ ok: false, message: M.NOTE_TOO_LONG });
    expect(await formError(refundSchema, { note: '' })).toBe(M.NOTE_REQUIRED);
  });
});
