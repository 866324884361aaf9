import { describe, expect, it } from 'vitest';
import { SMS_BODY_MAX } from '../contract/jobs-staff-candidate-extras';
import {
  checkCandidateMessage,
  checkExternalComment,
  checkInterviewInvite,
  checkRating,
  checkReferralEmail,
  StaffCandidateExtrasMessage,
} from './jobs-staff-candidate-extras.schema';

describe('the staff extras’ rules', () => {
  it('takes whole ratings from 1 to 5 with feedback up to its limit', () => {
    expect([1, 5].map((rating) => checkRating(rating, ''))).toEqual([null, null]);
    expect([0, 6, 2.5].map((rating) => checkRating(rating, ''))).toEqual(
      Array(3).fill(StaffCandidateExtrasMessage.RATING),
    );
    expect(checkRating(3, 'x'.repeat(2_001))).toBe(StaffCandidateExtrasMessage.FEEDBACK);
  });

  it('dates an interviewer’s comment no later than today', () => {
    const comment = { interviewerName: 'A. Rao', comment: 'Good', commentedOn: '2026-11-25' };
    expect(checkExternalComment(comment, '2026-11-25')).toBeNull();
    expect(checkExternalComment({ ...comment, commentedOn: '2026-11-26' }, '2026-11-25')).toBe(
      StaffCandidateExtrasMessage.COMMENT_DATE,
    );
    expect(checkExternalComment({ ...comment, commentedOn: '25/11/2026' }, '2026-11-25')).toBe(
      StaffCandidateExtrasMessage.COMMENT_DATE,
    );
    expect(checkExternalComment({ ...comment, interviewerName: ' ' }, '2026-11-25')).toBe(
      StaffCandidateExtrasMessage.INTERVIEWER_NAME,
    );
    expect(checkExternalComment({ ...comment, comment: '' }, '2026-11-25')).toBe(
      StaffCandidateExtrasMessage.COMMENT,
    );
  });

  it('wants an address to refer to', () => {
    expect(checkReferralEmail('friend@example.com')).toBeNull();
    expect(checkReferralEmail('friend@')).toBe(StaffCandidateExtrasMessage.EMAIL);
  });

  it('gives an e-mail a subject and keeps an SMS short and subject-less', () => {
    expect(checkCandidateMessage({ channel: 'EMAIL', subject: 'Hi', body: 'Hello' })).toBeNull();
    expect(checkCandidateMessage({ channel: 'EMAIL', subject: null, body: 'Hello' })).toBe(
      StaffCandidateExtrasMessage.SUBJECT,
    );
    expect(checkCandidateMessage({ channel: 'EMAIL', subject: 'Hi', body: ' ' })).toBe(
      StaffCandidateExtrasMessage.EMAIL_BODY,
    );
    expect(
      checkCandidateMessage({ channel: 'SMS', subject: null, body: 'x'.repeat(SMS_BODY_MAX) }),
    ).toBeNull();
    expect(checkCandidateMessage({ channel: 'SMS', subject: '', body: 'Hello' })).toBeNull();
    expect(checkCandidateMessage({ channel: 'SMS', subject: 'Hi', body: 'Hello' })).toBe(
      StaffCandidateExtrasMessage.SMS_SUBJECT,
    );
    expect(checkCandidateMessage({ channel: 'SMS', subject: null, body: 'x'.repeat(SMS_BODY_MAX + 1) })).toBe(
      StaffCandidateExtrasMessage.SMS_BODY,
    );
  });

  it('schedules an interview in the future with its details', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(checkInterviewInvite('2026-11-25T11:00:00+05:30', 'Room 4', now)).toBe(
      StaffCandidateExtrasMessage.INTERVIEW_TIME,
    );
    expect(checkInterviewInvite('2026-11-26T11:00:00+05:30', 'Room 4', now)).toBeNull();
    expect(checkInterviewInvite('tomorrow', 'Room 4', now)).toBe(StaffCandidateExtrasMessage.INTERVIEW_TIME);
    expect(checkInterviewInvite('2026-11-26T11:00:00Z', '', now)).toBe(
      StaffCandidateExtrasMessage.INTERVIEW_DETAILS,
    );
  });
});
