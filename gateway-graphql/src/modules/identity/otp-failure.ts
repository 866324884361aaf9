import { ReasonCode, ReasonMessage, otpFailureText, type OtpPurpose } from '@finx/domain';
import type { UpstreamFailure } from '../../upstream/upstream-errors';

/**
 * `000 §8` DM_02 as the user reads it, and the attempt it counts. REST words it itself ('Invalid OTP count
 * N', the cap text at 4); an upstream that answers the spec's bare reason with the count as data only
 * (`responseObject.count`) gets the domain's wording of that count here, never a second choice of text.
 */
export const otpFailure = (
  failure: UpstreamFailure,
  purpose: OtpPurpose,
): { message: string; attempt: number | null } => {
  if (failure.reasonCode !== ReasonCode.INVALID_OTP_OR_PASSWORD)
    return { message: failure.message, attempt: null };
  const detail = failure.envelope.responseObject;
  const count =
    typeof detail === 'object' && detail !== null && 'count' in detail ? Number(detail.count) : NaN;
  if (!Number.isInteger(count)) return { message: failure.message, attempt: null };
  const worded = failure.message !== ReasonMessage.DM_02;
  return { message: worded ? failure.message : otpFailureText(count, purpose), attempt: count };
};
