import type { InterviewRsvpReason, StaffCandidateExtrasReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type {
  ExternalCommentInput,
  InterviewInviteInput,
  MessageCandidateInput,
  RateCandidateInput,
  ReferJobInput,
  RespondToInterviewInput,
} from './staff-candidate-extras.types';

/**
 * The refusals no operation of the map meets, on no field. Field rules (VALIDATION_FAILED) are checked by
 * the gateway first, on their own field; one that still comes back from REST concerns the input whole.
 */
const NONE = {
  NOT_FOUND: null,
  JOB_NOT_OPEN: null,
  JOB_APPLICATION_CLOSED: null,
  JOB_ALREADY_REFERRED: null,
  STAGE_NOT_REACHED: null,
  CANDIDATE_NO_MOBILE: null,
  'SM-14': null,
  INTERVIEW_STAGE_INVALID: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

/** Rating: NOT_FOUND is the application or a stage of another job, so it concerns the request whole. */
export const RATE_FIELDS = {
  ...NONE,
  STAGE_NOT_REACHED: inputPath<RateCandidateInput>('stageId'),
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

export const COMMENT_FIELDS = {
  ...NONE,
  NOT_FOUND: inputPath<ExternalCommentInput>('applicationId'),
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

/** Referring: the job's state concerns the job, a second referral the address. */
export const REFER_FIELDS = {
  ...NONE,
  NOT_FOUND: inputPath<ReferJobInput>('jobId'),
  JOB_NOT_OPEN: inputPath<ReferJobInput>('jobId'),
  JOB_ALREADY_REFERRED: inputPath<ReferJobInput>('email'),
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

/** Messaging: no mobile number is a matter of the channel chosen; withdrawn consent of the learner. */
export const MESSAGE_FIELDS = {
  ...NONE,
  NOT_FOUND: inputPath<MessageCandidateInput>('applicationId'),
  CANDIDATE_NO_MOBILE: inputPath<MessageCandidateInput>('channel'),
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

/** Inviting: NOT_FOUND is the application or a stage of another job; the stage's kind concerns the stage. */
export const INVITE_FIELDS = {
  ...NONE,
  JOB_APPLICATION_CLOSED: inputPath<InterviewInviteInput>('applicationId'),
  INTERVIEW_STAGE_INVALID: inputPath<InterviewInviteInput>('stageId'),
} as const satisfies FieldMap<StaffCandidateExtrasReason>;

/** The learner's answer: every refusal is about the invitation (unknown, past, or its application closed). */
export const RSVP_FIELDS = {
  NOT_FOUND: inputPath<RespondToInterviewInput>('invitationId'),
  INTERVIEW_IS_PAST: inputPath<RespondToInterviewInput>('invitationId'),
  JOB_APPLICATION_CLOSED: inputPath<RespondToInterviewInput>('invitationId'),
  VALIDATION_FAILED: inputPath<RespondToInterviewInput>('response'),
} as const satisfies FieldMap<InterviewRsvpReason>;
