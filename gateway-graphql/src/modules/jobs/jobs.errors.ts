import type { JobsReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { ApplyForJobInput } from './jobs.types';

/** Applying: the job's state concerns the job, a failed answer the answers. */
export const APPLY_FIELDS = {
  NOT_FOUND: inputPath<ApplyForJobInput>('jobId'),
  JOB_NOT_OPEN: inputPath<ApplyForJobInput>('jobId'),
  JOB_ALREADY_APPLIED: inputPath<ApplyForJobInput>('jobId'),
  JOB_ANSWER_INVALID: inputPath<ApplyForJobInput>('answers'),
  COURSE_ALREADY_APPLIED: null,
  VALIDATION_FAILED: inputPath<ApplyForJobInput>('answers'),
} as const satisfies FieldMap<JobsReason>;

/** Tracking a call-to-action or the apply button: only an unknown job is refused. */
export const TRACK_FIELDS = {
  ...APPLY_FIELDS,
  NOT_FOUND: 'jobId',
  JOB_NOT_OPEN: 'jobId',
  JOB_ALREADY_APPLIED: 'jobId',
  JOB_ANSWER_INVALID: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<JobsReason>;

/** Asking a counsellor about a course: an unknown product or a repeated request concern the product. */
export const COURSE_FIELDS = {
  ...TRACK_FIELDS,
  NOT_FOUND: 'productId',
  JOB_NOT_OPEN: null,
  JOB_ALREADY_APPLIED: null,
  COURSE_ALREADY_APPLIED: 'productId',
} as const satisfies FieldMap<JobsReason>;
