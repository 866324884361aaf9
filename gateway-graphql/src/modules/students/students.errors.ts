import type { StudentsReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** The resume zip's refusals concern the selection. */
export const ZIP_FIELDS = {
  NO_CANDIDATE_SELECTED: 'studentIds',
  NO_DOCUMENT: 'studentIds',
  VALIDATION_FAILED: 'studentIds',
} as const satisfies FieldMap<StudentsReason>;

/** A document fetch's refusals concern the document named. */
export const FETCH_FIELDS = {
  NO_CANDIDATE_SELECTED: null,
  NO_DOCUMENT: 'documentId',
  VALIDATION_FAILED: 'documentId',
} as const satisfies FieldMap<StudentsReason>;
