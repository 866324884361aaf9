import type { DocumentsReason, StaffResumeReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** A document's refusals: the file itself (upload), or the document named (`documentId`). */
export const UPLOAD_FIELDS = {
  DOCUMENT_INVALID_FORMAT: 'file',
  DOCUMENT_TOO_LARGE: 'file',
  DOCUMENT_LIMIT_REACHED: null,
  NO_DOCUMENT: null,
  VALIDATION_FAILED: 'documentType',
} as const satisfies FieldMap<DocumentsReason>;

export const DOCUMENT_ID_FIELDS = {
  DOCUMENT_INVALID_FORMAT: null,
  DOCUMENT_TOO_LARGE: null,
  DOCUMENT_LIMIT_REACHED: null,
  NO_DOCUMENT: 'documentId',
  VALIDATION_FAILED: 'documentId',
} as const satisfies FieldMap<DocumentsReason>;

/** `001 §7` Admin updateresume: the file, or the learner named (the `x-party-id` header). */
export const STAFF_RESUME_FIELDS = {
  ...UPLOAD_FIELDS,
  VALIDATION_FAILED: 'file',
  NOT_FOUND: 'partyId',
} as const satisfies FieldMap<StaffResumeReason>;
