import type { AssessmentReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** Reading, starting or submitting: about the product asked for, or the attempt as a whole. */
export const ATTEMPT_FIELDS = {
  NOT_FOUND: 'productId',
  NOT_ENROLLED: 'productId',
  ASSESSMENT_NOT_STARTED: null,
  ASSESSMENT_TIME_UP: null,
  ASSESSMENT_SUBMITTED: null,
  VALIDATION_FAILED: 'productId',
} as const satisfies FieldMap<AssessmentReason>;

/** An answer: a choice outside the question's options is about the option. */
export const ANSWER_FIELDS = {
  ...ATTEMPT_FIELDS,
  VALIDATION_FAILED: 'optionId',
} as const satisfies FieldMap<AssessmentReason>;
