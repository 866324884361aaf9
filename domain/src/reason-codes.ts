import { OTP_MAX_FAILURES, PRODUCT_NAME } from './constants';
import { mergeTables } from './contract/feature-contract';
import { FEATURE_CONTRACTS, type FeatureContracts } from './contract/features';
import { OtpPurpose } from './contract/otp';
import { RegistrationText } from './validation/form-texts';

/**
 * Every reason code the platform returns, spec codes (`000 §8`) and the codes this system adds for
 * situations the spec describes without a code. Each is declared with its message in the file of the
 * feature it belongs to (the shared ones in `contract/shared.ts`) and merged here from the list in
 * `contract/features.ts`; a code cannot be declared without its message.
 */
export const ReasonCode = mergeTables(FEATURE_CONTRACTS.map((contract) => contract.reasons.codes));
export type ReasonCode = (typeof ReasonCode)[keyof typeof ReasonCode];

export const ReasonMessage = mergeTables(
  FEATURE_CONTRACTS.map((contract) => contract.reasons.messages),
) satisfies Record<ReasonCode, string>;

export const messageFor = (code: ReasonCode): string => ReasonMessage[code];

export const isReasonCode = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && value in ReasonMessage;

/**
 * Every feature's refusals in one list: the codes a request may be refused with as data. The gateway
 * gives each of them the kind of a refusal of the user's input and every other code a kind of its own
 * (`satisfies Record<ReasonCode, ...>`), so a code in neither fails the type check.
 */
export type FeatureReason = FeatureContracts['refusals'][number][number];
const refusalLists = FEATURE_CONTRACTS.flatMap(
  (contract): readonly (readonly FeatureReason[])[] => contract.refusals,
);
// `satisfies`: a union's code that no feature declares is no ReasonCode and fails to compile here.
export const FeatureReasons = [...new Set(refusalLists.flat())] satisfies ReasonCode[];

/** `000 §8`: the login OTP cap message names the product. */
export const otpCapMessage = (productName: string = PRODUCT_NAME): string =>
  `You have made 3 unsuccessful attempts to Login to ${productName}. Click on Resend OTP.`;

/**
 * `000 §8` DM_02 as the user reads it: the reason plus 'count N'; on the 4th failure the cap text, which
 * differs between login (the product's name and Resend OTP) and registration ('Invalid OTP count').
 */
export const otpFailureText = (count: number, purpose: OtpPurpose): string => {
  if (count > OTP_MAX_FAILURES) {
    return purpose === OtpPurpose.LOGIN ? otpCapMessage() : RegistrationText.OTP_CAP;
  }
  return RegistrationText.otpAttempt(ReasonMessage.DM_02, count);
};

/**
 * RATE_LIMITED as a per-operation limit words it (issue 25): the wait in whole minutes, rounded up, so
 * the person knows whether to wait or come back later.
 */
export const rateLimitedText = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
