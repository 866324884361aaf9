import { object, string } from 'yup';
import { checkInput, type InputCheck } from './input-check';

/**
 * Input rules of checkout and the staff payment actions, used by the forms (yup), the gateway and REST
 * (the check functions). A coupon code is trimmed and upper-cased (codes are stored upper-case and
 * compared without regard to case) and has at most 40 characters: REST's column rule, the longer of
 * the two limits the tiers used to apply, so no stored code becomes impossible to type.
 */
export const COUPON_CODE_MAX = 40;
export const OFFLINE_REFERENCE_MAX = 100;
/** Letters, digits, underscore, space and - . / : (a bank or UPI reference). */
export const OFFLINE_REFERENCE_PATTERN = /^[\w\-./: ]+$/;
export const REFUND_NOTE_MAX = 500;

export const PaymentInputMessage = {
  COUPON_REQUIRED: 'Please enter a coupon code',
  COUPON_TOO_LONG: `A coupon code has at most ${COUPON_CODE_MAX} characters`,
  REFERENCE_REQUIRED: 'Enter the payment reference',
  REFERENCE_TOO_LONG: `At most ${OFFLINE_REFERENCE_MAX} characters`,
  REFERENCE_INVALID: 'Letters, digits, spaces and - _ . / : only',
  NOTE_REQUIRED: 'Enter a note for the refund',
  NOTE_TOO_LONG: `At most ${REFUND_NOTE_MAX} characters`,
} as const;

const M = PaymentInputMessage;

export const couponCodeField = string()
  .trim()
  .uppercase()
  .required(M.COUPON_REQUIRED)
  .max(COUPON_CODE_MAX, M.COUPON_TOO_LONG);

export const offlineReferenceField = string()
  .trim()
  .required(M.REFERENCE_REQUIRED)
  .max(OFFLINE_REFERENCE_MAX, M.REFERENCE_TOO_LONG)
  .matches(OFFLINE_REFERENCE_PATTERN, M.REFERENCE_INVALID);

export const refundNoteField = string()
  .trim()
  .required(M.NOTE_REQUIRED)
  .max(REFUND_NOTE_MAX, M.NOTE_TOO_LONG);

/** The coupon form of /checkout; `code` as applyCoupon names it. */
export const couponSchema = object({ code: couponCodeField });
export type CouponValues = { code: string };

/** Staff: record an offline payment (`reference`) or a refund (`note`), as the mutations name them. */
export const offlinePaymentSchema = object({ reference: offlineReferenceField });
export type OfflinePaymentValues = { reference: string };
export const refundSchema = object({ note: refundNoteField });
export type RefundValues = { note: string };

/** Trimmed and upper-cased, as codes are stored. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export const checkCouponCode = (code: string): InputCheck<string> => checkInput(couponCodeField, code);
export const checkOfflineReference = (reference: string): InputCheck<string> =>
  checkInput(offlineReferenceField, reference);
export const checkRefundNote = (note: string): InputCheck<string> => checkInput(refundNoteField, note);
