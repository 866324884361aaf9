import { ReasonCode as C, type FeedbackReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/**
 * The feedback service words a refused field's rule itself; the refusal concerns the form as a whole, as
 * does too much feedback from one address (issue 25).
 */
export const FEEDBACK_FIELDS = {
  [C.RATE_LIMITED]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<FeedbackReason>;
