import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { FEEDBACK_CONCERNS, FeedbackMessage, feedbackSchema } from './feedback.schema';

const firstError = async (values: object) => {
  try {
    await feedbackSchema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
};

const base = { rank: 4, feedbackMsg: 'Good', concernId: null, emailId: 'learner@finx.demo', partyId: 1001 };

describe('feedbackSchema (000 §5)', () => {
  it.each([
    ['rank missing', { ...base, rank: undefined }, FeedbackMessage.RANK_REQUIRED],
    ['rank 0 (nothing picked)', { ...base, rank: 0 }, FeedbackMessage.RANK_RANGE],
    ['rank 6', { ...base, rank: 6 }, FeedbackMessage.RANK_RANGE],
    ['rank 2.5', { ...base, rank: 2.5 }, FeedbackMessage.RANK_RANGE],
    ['message with <', { ...base, feedbackMsg: 'bad <script>' }, FeedbackMessage.MESSAGE_INVALID],
    ['message with @', { ...base, feedbackMsg: 'mail me@x' }, FeedbackMessage.MESSAGE_INVALID],
    ['message over 255', { ...base, feedbackMsg: 'a'.repeat(256) }, FeedbackMessage.MESSAGE_INVALID],
    ['rank 1 without concern', { ...base, rank: 1 }, FeedbackMessage.CONCERN_REQUIRED],
    ['rank 2 without concern', { ...base, rank: 2, concernId: '' }, FeedbackMessage.CONCERN_REQUIRED],
    ['concern 9', { ...base, rank: 1, concernId: 9 }, FeedbackMessage.CONCERN_REQUIRED],
    ['e-mail missing', { ...base, emailId: '' }, FeedbackMessage.EMAIL_REQUIRED],
    ['party missing', { ...base, partyId: '' }, FeedbackMessage.PARTY_REQUIRED],
    ['party null', { ...base, partyId: null }, FeedbackMessage.PARTY_REQUIRED],
  ])('%s fails with the spec message', async (_case, values, message) => {
    expect(await firstError(values)).toBe(message);
  });

  it.each([
    ['rank 3 without concern', { ...base, rank: 3 }],
    ['rank 1 with a concern', { ...base, rank: 1, concernId: 2 }],
    ['allowed punctuation', { ...base, feedbackMsg: 'Slow, pages (jobs) & videos - 2/5 stars.\nThanks' }],
    ['exactly 255', { ...base, feedbackMsg: 'a'.repeat(255) }],
    ['no message', { ...base, feedbackMsg: undefined }],
  ])('%s passes', async (_case, values) => {
    expect(await firstError(values)).toBeNull();
  });

  it('names the eight concern types of 000 §3', () => {
    expect(FEEDBACK_CONCERNS.map((concern) => `${concern.id} ${concern.name}`)).toEqual([
      '1 Unable to generate OTP',
      '2 Site is very slow',
      '3 Site is not User Friendly',
      '4 Unable to make the payment',
      '5 Could not find the Right Job',
      '6 Unable to Apply for Jobs',
      '7 Could not find the Right Course',
      '8 Others',
    ]);
  });
});
