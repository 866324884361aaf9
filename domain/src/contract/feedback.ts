import { defineFeatureContract, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/** Feedback (`000 §3`): the spec spells the identity fields partyid and emailid. */
export interface FeedbackRequest {
  partyId: number;
  emailId: string;
  rank: number;
  feedback_msg?: string;
  concernID?: number | null;
}

const C = sharedContract.reasons.codes;

export const FeedbackReasons = [C.RATE_LIMITED, C.VALIDATION_FAILED] as const;
export type FeedbackReason = (typeof FeedbackReasons)[number];

export const feedbackContract = defineFeatureContract({
  feature: 'feedback',
  refusals: [FeedbackReasons],
});

/** One row of `001 §7` Party feedbacks: a learner's own feedback, newest first. */
export interface FeedbackEntry {
  feedbackId: number;
  rank: number;
  feedbackMsg: string | null;
  concernId: number | null;
  createdDate: string;
}

export const feedbackRestPaths = {
  feature: 'feedback',
  restPaths: {
    FEEDBACK: '/finx-fc-registration/api/v1/PostFeedback',
    /** `001 §7` Party feedbacks: the party's feedback (own, or any for staff), rest-contract.md. */
    FEEDBACKS: '/finx-fc-party/api/v1/feedbacks',
  },
} as const satisfies RestPathTable;
