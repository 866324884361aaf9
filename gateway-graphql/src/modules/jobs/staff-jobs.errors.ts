import type { JobsAdminReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { SavePlacementInput, UpdateJobInput } from './staff-jobs-input.types';

/**
 * Creating or updating a job: the pipeline's refusals concern the stages; a draft's other rules come as
 * one VALIDATION_FAILED listing them all, so it concerns the input as a whole.
 */
export const JOB_FIELDS = {
  NOT_FOUND: inputPath<UpdateJobInput>('jobId'),
  JOB_STAGE_LAST: null,
  JOB_APPLICATION_CLOSED: null,
  JOB_STAGE_IN_USE: inputPath<UpdateJobInput>('stages'),
  JOB_PIPELINE_INVALID: inputPath<UpdateJobInput>('stages'),
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<JobsAdminReason>;

/** createJobsBulk: a refusal of the upload as a whole (bad rows are listed in failList, not here). */
export const BULK_FIELDS = {
  ...JOB_FIELDS,
  NOT_FOUND: null,
  JOB_STAGE_IN_USE: null,
  JOB_PIPELINE_INVALID: null,
} as const satisfies FieldMap<JobsAdminReason>;

/** Moving a candidate: every refusal is about the application (unknown, closed or at the last stage). */
export const MOVE_FIELDS = {
  NOT_FOUND: 'applicationId',
  JOB_STAGE_LAST: 'applicationId',
  JOB_APPLICATION_CLOSED: 'applicationId',
  JOB_STAGE_IN_USE: null,
  JOB_PIPELINE_INVALID: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<JobsAdminReason>;

/** Moving to a named stage: REST answers NOT_FOUND for the application and for a stage of another job alike. */
export const MOVE_TO_STAGE_FIELDS = {
  ...MOVE_FIELDS,
  NOT_FOUND: null,
} as const satisfies FieldMap<JobsAdminReason>;

/** Rejecting: NOT_FOUND is the application or the reason, so it concerns the request as a whole. */
export const REJECT_FIELDS = {
  ...MOVE_FIELDS,
  NOT_FOUND: null,
} as const satisfies FieldMap<JobsAdminReason>;

/** Recording a placement: a rejected application, or a pipeline without a Placed stage at its end. */
export const PLACEMENT_FIELDS = {
  NOT_FOUND: inputPath<SavePlacementInput>('applicationId'),
  JOB_STAGE_LAST: null,
  JOB_APPLICATION_CLOSED: inputPath<SavePlacementInput>('applicationId'),
  JOB_STAGE_IN_USE: null,
  JOB_PIPELINE_INVALID: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<JobsAdminReason>;
