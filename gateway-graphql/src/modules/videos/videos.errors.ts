import type { VideoUploadReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** Uploading a video: every refusal but an unknown product is about the file. */
export const UPLOAD_FIELDS = {
  NOT_FOUND: 'productId',
  VIDEO_NOT_A_VIDEO: 'productId',
  VIDEO_INVALID_FORMAT: 'file',
  VIDEO_TOO_LARGE: 'file',
  VALIDATION_FAILED: 'file',
} as const satisfies FieldMap<VideoUploadReason>;
