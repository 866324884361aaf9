import type { CourseStudentReason, UploadsReason } from '@finx/domain';
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
  UPLOAD_INTERRUPTED: 'file',
  UPLOAD_NOT_FOUND: 'file',
  VALIDATION_FAILED: 'file',
} as const satisfies FieldMap<UploadsReason>;

/** /add-course-student's refusals, each on the field it concerns. */
export const COURSE_STUDENT_FIELDS = {
  UPLOAD_ROW_UNKNOWN_LEARNER: 'input.emailId',
  UPLOAD_ROW_STUDENT_MISMATCH: 'input.studentId',
  UPLOAD_ROW_UNKNOWN_COURSE: 'input.courseId',
  UPLOAD_ROW_ALREADY_ENROLLED: 'input.courseId',
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<CourseStudentReason>;
