import type { CorporatesReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { CorporateInput } from './corporates.types';

/** Saving a corporate: each refusal on the field it is about. */
export const SAVE_FIELDS = {
  NOT_FOUND: 'corporateId',
  CORPORATE_NAME_TAKEN: inputPath<CorporateInput>('name'),
  RATE_LIMITED: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CorporatesReason>;

/**
 * Corporate enquiries: the public form's rules were placed already; a follow-up names one enquiry; too
 * many enquiries from one address (issue 25) concern the form as a whole.
 */
export const ENQUIRY_FIELDS = {
  NOT_FOUND: 'enquiryId',
  CORPORATE_NAME_TAKEN: null,
  RATE_LIMITED: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CorporatesReason>;
