import {
  type CandidateMessageRequest,
  EMAIL_BODY_MAX,
  EXTERNAL_COMMENT_MAX,
  type ExternalCommentRequest,
  FEEDBACK_MAX,
  INTERVIEW_DETAILS_MAX,
  INTERVIEWER_NAME_MAX,
  MESSAGE_SUBJECT_MAX,
  MessageChannel,
  RATING_MAX,
  RATING_MIN,
  SMS_BODY_MAX,
} from '../contract/jobs-staff-candidate-extras';
import { Pattern } from './patterns';

/** The messages of the staff extras' rules; the forms and the REST tier show these. */
export const StaffCandidateExtrasMessage = {
  RATING: `A rating from ${RATING_MIN} to ${RATING_MAX}`,
  FEEDBACK: `Feedback of at most ${FEEDBACK_MAX} characters`,
  INTERVIEWER_NAME: `The interviewer's name, at most ${INTERVIEWER_NAME_MAX} characters`,
  COMMENT: `A comment of 1 to ${EXTERNAL_COMMENT_MAX} characters`,
  COMMENT_DATE: 'The date of the comment (YYYY-MM-DD), not in the future',
  EMAIL: 'Please enter a valid e-mail address',
  SUBJECT: `An e-mail needs a subject of 1 to ${MESSAGE_SUBJECT_MAX} characters`,
  SMS_SUBJECT: 'An SMS has no subject',
  EMAIL_BODY: `A message of 1 to ${EMAIL_BODY_MAX} characters`,
  SMS_BODY: `An SMS of 1 to ${SMS_BODY_MAX} characters`,
  INTERVIEW_TIME: 'The interview must be scheduled in the future',
  INTERVIEW_DETAILS: `Where or how the interview happens, 1 to ${INTERVIEW_DETAILS_MAX} characters`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const fits = (value: string, min: number, max: number): boolean => {
  const length = value.trim().length;
  return length >= min && length <= max;
};

/** The message for a rating and its feedback, or null when they stand. */
export const checkRating = (rating: number, feedback: string): string | null => {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)
    return StaffCandidateExtrasMessage.RATING;
  return fits(feedback, 0, FEEDBACK_MAX) ? null : StaffCandidateExtrasMessage.FEEDBACK;
};

/** The message for an interviewer's comment, or null; `today` is YYYY-MM-DD where the staff member is. */
export const checkExternalComment = (
  comment: Omit<ExternalCommentRequest, 'applicationID'>,
  today: string,
): string | null => {
  if (!fits(comment.interviewerName, 1, INTERVIEWER_NAME_MAX))
    return StaffCandidateExtrasMessage.INTERVIEWER_NAME;
  if (!fits(comment.comment, 1, EXTERNAL_COMMENT_MAX)) return StaffCandidateExtrasMessage.COMMENT;
  const date = comment.commentedOn;
  // Comparing YYYY-MM-DD strings compares the days.
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date)) || date > today) {
    return StaffCandidateExtrasMessage.COMMENT_DATE;
  }
  return null;
};

/** The message for a referral's address, or null. */
export const checkReferralEmail = (email: string): string | null =>
  email.length <= 254 && Pattern.EMAIL.test(email.trim()) ? null : StaffCandidateExtrasMessage.EMAIL;

/** The message for a message to a candidate, or null: an e-mail needs a subject, an SMS must be short. */
export const checkCandidateMessage = (
  message: Pick<CandidateMessageRequest, 'channel' | 'subject' | 'body'>,
): string | null => {
  if (message.channel === MessageChannel.SMS) {
    if (message.subject !== null && message.subject.trim() !== '')
      return StaffCandidateExtrasMessage.SMS_SUBJECT;
    return fits(message.body, 1, SMS_BODY_MAX) ? null : StaffCandidateExtrasMessage.SMS_BODY;
  }
  if (message.subject === null || !fits(message.subject, 1, MESSAGE_SUBJECT_MAX)) {
    return StaffCandidateExtrasMessage.SUBJECT;
  }
  return fits(message.body, 1, EMAIL_BODY_MAX) ? null : StaffCandidateExtrasMessage.EMAIL_BODY;
};

/** The message for an interview's time and details, or null. */
export const checkInterviewInvite = (scheduledAt: string, details: string, now: Date): string | null => {
  const at = Date.parse(scheduledAt);
  if (Number.isNaN(at) || at <= now.getTime()) return StaffCandidateExtrasMessage.INTERVIEW_TIME;
  return fits(details, 1, INTERVIEW_DETAILS_MAX) ? null : StaffCandidateExtrasMessage.INTERVIEW_DETAILS;
};
