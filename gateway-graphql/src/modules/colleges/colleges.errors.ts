import type { CollegesReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** The contact change: an officer of no college concerns the request; a broken rule was placed already. */
export const CONTACT_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;
