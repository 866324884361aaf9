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

export const feedbackRestPaths = {
  feature: 'feedback',
  restPaths: {
    FEEDBACK: '/finx-fc-registration/api/v1/PostFeedback',
  },
} as const satisfies RestPathTable;
