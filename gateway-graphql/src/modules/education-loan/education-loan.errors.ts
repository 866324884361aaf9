import type { EducationLoanReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { ApplyEducationLoanInput } from './education-loan.types';

/**
 * A repeated or needless application concerns the form as a whole; the field rules are checked here
 * first (so each lands on its field), and REST's VALIDATION_FAILED, the same rules, has no one field.
 */
export const APPLY_FIELDS = {
  LOAN_ALREADY_APPLIED: null,
  LOAN_COURSE_PAID: null,
  NOT_FOUND: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<EducationLoanReason>;

/** Staff's list update: a row without a loan or a bad status concerns the list. */
export const UPDATE_FIELDS = {
  LOAN_ALREADY_APPLIED: null,
  LOAN_COURSE_PAID: null,
  NOT_FOUND: 'input',
  VALIDATION_FAILED: 'input',
} as const satisfies FieldMap<EducationLoanReason>;

export const applyPath = (field: Extract<keyof ApplyEducationLoanInput, string>) =>
  inputPath<ApplyEducationLoanInput>(field);
