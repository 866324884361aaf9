/**
 * The staff's further job calls (`001 §7` Job administration: rating history, save feedback, feedback
 * list, external comments, refer by e-mail, send SMS/e-mail to a candidate, RSVP response, rating
 * report) and the export's sheets (`001 §9`). The spec names the calls, not their fields; the fields
 * here are this system's (docs/decisions.md, "Jobs, the staff extras").
 */

import type { InboxDelivery } from './alerts';

/** saveFeedback: a staff member's rating of an application at one stage of its pipeline. */
export interface RatingRequest {
  applicationID: number;
  stageID: number;
  /** RATING_MIN..RATING_MAX. */
  rating: number;
  feedback: string;
}

/** One rating as ratingHistory lists it: one per application, stage and staff member. */
export interface ApplicationRating extends RatingRequest {
  ratingID: number;
  stageName: string;
  byPartyID: number;
  byName: string;
  /** ISO date-time of the last save. */
  ratedAt: string;
}

/** saveExternalComment: what a corporate's interviewer said, recorded by staff. */
export interface ExternalCommentRequest {
  applicationID: number;
  interviewerName: string;
  comment: string;
  /** ISO date (YYYY-MM-DD) the interviewer commented on; not in the future. */
  commentedOn: string;
}

export interface ExternalComment extends ExternalCommentRequest {
  commentID: number;
  recordedBy: number;
  /** ISO date-time. */
  recordedAt: string;
}

/** referByEmail: a job sent to someone who may want it; one referral per address and job. */
export interface JobReferralRequest {
  jobID: number;
  email: string;
}

export interface JobReferral extends JobReferralRequest {
  referredBy: number;
  /** ISO date-time. */
  sentAt: string;
}

export const MessageChannel = { EMAIL: 'EMAIL', SMS: 'SMS' } as const;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];

/** sendMessage: an e-mail (subject and body) or an SMS (body only) to an applicant. */
export interface CandidateMessageRequest {
  applicationID: number;
  channel: MessageChannel;
  subject: string | null;
  body: string;
}

export interface CandidateMessage extends CandidateMessageRequest {
  messageID: number;
  /** The address or mobile number it went to. */
  recipient: string;
  sentBy: number;
  /** ISO date-time. */
  sentAt: string;
}

/**
 * sendMessage's answer: the message kept on the application, and the copy written to the learner's
 * Messages (issue 28 item 6), for the gateway to announce live.
 */
export interface CandidateMessageSent extends CandidateMessage {
  delivered: InboxDelivery[];
}

export const RsvpResponse = { ACCEPTED: 'ACCEPTED', DECLINED: 'DECLINED' } as const;
export type RsvpResponse = (typeof RsvpResponse)[keyof typeof RsvpResponse];

/** interviewInvite: an applicant asked to an interview stage of the job at a time and place. */
export interface InterviewInviteRequest {
  applicationID: number;
  stageID: number;
  /** ISO date-time, in the future. */
  scheduledAt: string;
  /** Where or how: an address, a video link, whom to ask for. */
  details: string;
}

/** An invitation as staff and the invited learner see it, with the learner's answer once given. */
export interface InterviewInvitation {
  invitationID: number;
  applicationID: number;
  jobID: number;
  jobTitle: string;
  corporateName: string;
  stageID: number;
  stageName: string;
  /** ISO date-time. */
  scheduledAt: string;
  details: string;
  response: RsvpResponse | null;
  /** ISO date-time of the answer; null until the learner answers. */
  respondedAt: string | null;
}

/** rsvp: the learner's answer to their own invitation, changeable until the interview begins. */
export interface RsvpRequest {
  studentPartyID: number;
  invitationID: number;
  response: RsvpResponse;
}

/** exportLink's answer: a staff-only download that works for a few minutes. */
export interface ExportLink {
  url: string;
  /** ISO date-time. */
  expiresAt: string;
}

/** `001 §9` Sheet titles of the candidates' export, in this order. */
export const JOB_EXPORT_SHEETS = [
  'Participant Details',
  'Candidate Job Details',
  'Candidate Course Details',
  'Candidate Rating Details',
] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_MAX = 2_000;
export const INTERVIEWER_NAME_MAX = 120;
export const EXTERNAL_COMMENT_MAX = 2_000;
export const MESSAGE_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 5_000;
/** Two SMS parts: a longer text belongs in an e-mail. */
export const SMS_BODY_MAX = 320;
export const INTERVIEW_DETAILS_MAX = 1_000;
