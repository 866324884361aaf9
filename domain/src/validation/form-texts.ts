// Texts and limits the reason-code map needs, apart from the yup schemas: the client's first load carries
// the message map, and importing the schema modules for these would bring yup (about 11 KB brotli) with it.

/** Texts of the registration flow the spec names (`000 §4`, §8). */
export const RegistrationText = {
  OTP_CAP: 'Invalid OTP count',
  /** `000 §8` DM_02: the reason plus 'count N'. */
  otpAttempt: (reason: string, count: number): string => `${reason} count ${count}`,
  EMAIL_VERIFIED: 'Your E-Mail Id has been verified successfully.',
  EMAIL_ALREADY_VERIFIED: 'Your E-Mail Id is already verified.',
  THANK_YOU: 'Thank you for registering with FinX!',
  STAFF_REQUEST_RECEIVED:
    'Thank you! Your registration request has been received. You can log in once an administrator approves it.',
} as const;

/** How many invitations one learner may send in a rolling day, and to one address at all. */
export const REFERRALS_PER_DAY = 5;
