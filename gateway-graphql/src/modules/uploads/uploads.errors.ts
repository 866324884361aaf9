import type { UploadsReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** Every refusal of an upload concerns the file as a whole. */
export const UPLOAD_FIELDS = {
  UPLOAD_INVALID_FORMAT: 'file',
  UPLOAD_INVALID_TEMPLATE: 'file',
  UPLOAD_TOO_LARGE: 'file',
  UPLOAD_TOO_MANY_ROWS: 'file',
  UPLOAD_FORMULA: 'file',
  UPLOAD_UNSAFE_ARCHIVE: 'file',
  UPLOAD_EMPTY: 'file',
  VALIDATION_FAILED: 'file',
} as const satisfies FieldMap<UploadsReason>;
