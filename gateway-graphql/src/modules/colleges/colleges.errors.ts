import type { CollegesReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { AssignSpocInput } from './spoc.types';

/** The contact change: an officer of no college concerns the request; a broken rule was placed already. */
export const CONTACT_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: null,
  SPOC_NOT_STAFF: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;

/** assignSpoc: the member of staff or the organisation named. */
export const SPOC_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: inputPath<AssignSpocInput>('organisationId'),
  SPOC_NOT_STAFF: inputPath<AssignSpocInput>('staffPartyId'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;
