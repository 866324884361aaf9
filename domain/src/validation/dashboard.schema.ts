import { object, string } from 'yup';
import { Pattern } from './patterns';
import { NAME_MAX, RegistrationMessage } from './registration.schema';
import { checkInput, type InputCheck } from './input-check';

/**
 * The dashboard's referral form. The e-mail keeps the registration message of `000 §5`; the friend's name
 * is a full name (letters and single spaces), which the spec does not rule on. The parents' details are
 * the profile's (profile.schema.ts), saved by updateParentDetails from the dashboard or the profile.
 */
export const DashboardMessage = {
  FRIEND_NAME_REQUIRED: "You must specify your friend's name",
  FRIEND_NAME_INVALID: 'Please enter a valid name for your friend (letters and spaces only)',
  /** `000 §5`, the field-level e-mail message. */
  FRIEND_EMAIL_INVALID: 'Invalid email address',
  FRIEND_EMAIL_REQUIRED: "You must specify your friend's E-Mail Id",
  FRIEND_IS_SELF: 'Please enter the e-mail address of a friend, not your own',
  TOO_SHORT: RegistrationMessage.TOO_SHORT,
  TOO_LONG: RegistrationMessage.TOO_LONG,
} as const;
const M = DashboardMessage;

/** Letters in words separated by single spaces ("Suresh Kumar"). */
export const FULL_NAME_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = NAME_MAX * 2;

const fullName = (required: string, invalid: string) =>
  string()
    .trim()
    .transform((value: string) => value.replace(/\s+/g, ' '))
    .required(required)
    .matches(FULL_NAME_PATTERN, invalid)
    .min(FULL_NAME_MIN, M.TOO_SHORT)
    .max(FULL_NAME_MAX, M.TOO_LONG);

export const friendNameField = fullName(M.FRIEND_NAME_REQUIRED, M.FRIEND_NAME_INVALID);
export const friendEmailField = string()
  .trim()
  .lowercase()
  .required(M.FRIEND_EMAIL_REQUIRED)
  .matches(Pattern.EMAIL, M.FRIEND_EMAIL_INVALID);

/** refferalMail. */
export const referralSchema = object({ friendName: friendNameField, friendEmail: friendEmailField });
export interface ReferralValues {
  friendName: string;
  friendEmail: string;
}

export { REFERRALS_PER_DAY } from './form-texts';

export const checkFriendName = (value: unknown): InputCheck<string> => checkInput(friendNameField, value);
export const checkFriendEmail = (value: unknown): InputCheck<string> => checkInput(friendEmailField, value);
