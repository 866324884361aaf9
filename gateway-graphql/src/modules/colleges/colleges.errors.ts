import type { CollegesReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { CollegeInput, CollegeMemberInput } from './college-admin.types';
import type { AssignSpocInput } from './spoc.types';

/** The contact change: an officer of no college concerns the request; a broken rule was placed already. */
export const CONTACT_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: null,
  SPOC_NOT_STAFF: null,
  COLLEGE_NAME_TAKEN: null,
  COLLEGE_MEMBER_ROLE: null,
  COLLEGE_MEMBER_ELSEWHERE: null,
  COLLEGE_MEMBER_UNKNOWN: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;

/** assignSpoc: the member of staff or the organisation named. */
export const SPOC_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: inputPath<AssignSpocInput>('organisationId'),
  SPOC_NOT_STAFF: inputPath<AssignSpocInput>('staffPartyId'),
  COLLEGE_NAME_TAKEN: null,
  COLLEGE_MEMBER_ROLE: null,
  COLLEGE_MEMBER_ELSEWHERE: null,
  COLLEGE_MEMBER_UNKNOWN: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;

/** Staff saving a college (/add-college, /edit-college). */
export const COLLEGE_SAVE_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: 'collegeId',
  SPOC_NOT_STAFF: null,
  COLLEGE_NAME_TAKEN: inputPath<CollegeInput>('name'),
  COLLEGE_MEMBER_ROLE: null,
  COLLEGE_MEMBER_ELSEWHERE: null,
  COLLEGE_MEMBER_UNKNOWN: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;

/** Staff adding or removing a college's member: the e-mail names who. */
export const COLLEGE_MEMBER_FIELDS = {
  NOT_COLLEGE_MEMBER: null,
  NOT_FOUND: 'collegeId',
  SPOC_NOT_STAFF: null,
  COLLEGE_NAME_TAKEN: null,
  COLLEGE_MEMBER_ROLE: inputPath<CollegeMemberInput>('emailID'),
  COLLEGE_MEMBER_ELSEWHERE: inputPath<CollegeMemberInput>('emailID'),
  COLLEGE_MEMBER_UNKNOWN: inputPath<CollegeMemberInput>('emailID'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CollegesReason>;
