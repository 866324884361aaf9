import { mixed, number, object, string } from 'yup';

/** `000 §3`: the concern types, ids and names as the spec lists them. */
export const FEEDBACK_CONCERNS = [
  { id: 1, name: 'Unable to generate OTP' },
  { id: 2, name: 'Site is very slow' },
  { id: 3, name: 'Site is not User Friendly' },
  { id: 4, name: 'Unable to make the payment' },
  { id: 5, name: 'Could not find the Right Job' },
  { id: 6, name: 'Unable to Apply for Jobs' },
  { id: 7, name: 'Could not find the Right Course' },
  { id: 8, name: 'Others' },
] as const;
export type FeedbackConcernId = (typeof FEEDBACK_CONCERNS)[number]['id'];

export const FEEDBACK_MESSAGE_MAX = 255;
/** Ranks that must name a concern (`000 §5`). */
export const RANKS_NEEDING_CONCERN: readonly number[] = [1, 2];

export const FeedbackMessage = {
  RANK_REQUIRED: 'You must specify your reaction',
  RANK_RANGE: 'rating range should be between 1-5',
  MESSAGE_INVALID:
    'Please enter valid Feedback Message. Allowed characters : alphnumeric,Space,comma,hyphen,ampersand,dot,forward Slash, Round Brackets',
  CONCERN_REQUIRED: 'You Must Select Type of Concern',
  EMAIL_REQUIRED: "EmailId can't be null",
  PARTY_REQUIRED: "partyId can't be null",
} as const;

/** Letters, digits, whitespace, comma, hyphen, ampersand, dot, slash and round brackets. */
export const FEEDBACK_MESSAGE_PATTERN = /^[A-Za-z0-9\s,\-&./()]*$/;

const concernIds: readonly number[] = FEEDBACK_CONCERNS.map((concern) => concern.id);

/**
 * The feedback form and payload (`000 §3`, §5). The spec gives one message for the message row, so it
 * also covers the 255-character limit. Both tiers use this schema: the modal for the user's sake, the
 * REST service as the rule.
 */
export const feedbackSchema = object({
  rank: number()
    .typeError(FeedbackMessage.RANK_REQUIRED)
    .required(FeedbackMessage.RANK_REQUIRED)
    .integer(FeedbackMessage.RANK_RANGE)
    .min(1, FeedbackMessage.RANK_RANGE)
    .max(5, FeedbackMessage.RANK_RANGE),
  feedbackMsg: string()
    .max(FEEDBACK_MESSAGE_MAX, FeedbackMessage.MESSAGE_INVALID)
    .matches(FEEDBACK_MESSAGE_PATTERN, FeedbackMessage.MESSAGE_INVALID),
  concernId: mixed<number>()
    .nullable()
    .test('concern', FeedbackMessage.CONCERN_REQUIRED, function (value) {
      const rank = Number(this.parent.rank);
      const present = value !== undefined && value !== null && String(value) !== '';
      if (!present) return !RANKS_NEEDING_CONCERN.includes(rank);
      return concernIds.includes(Number(value));
    }),
  emailId: string().trim().required(FeedbackMessage.EMAIL_REQUIRED),
  partyId: mixed<number | string>()
    .nullable()
    .test(
      'party',
      FeedbackMessage.PARTY_REQUIRED,
      (value) => value !== undefined && value !== null && String(value).trim() !== '',
    ),
});

export interface FeedbackValues {
  rank: number;
  feedbackMsg?: string;
  concernId?: number | null;
  emailId: string;
  partyId: number | string;
}
