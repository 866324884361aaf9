import { boolean, object, string } from 'yup';
import { Pattern } from './patterns';
// Kept in a yup-free module so the reason-code map (on every first load) does not pull yup in.
export { RegistrationText } from './form-texts';

/** The registration and institute messages of `000 §5`, word for word (the trailing space is the spec's). */
export const RegistrationMessage = {
  MOBILE_INVALID: 'Please enter the valid mobile number',
  MOBILE_REQUIRED: 'You must specify a Mobile Number',
  OTP_REQUIRED: 'Please Enter OTP',
  FIRST_NAME_INVALID: 'Please enter valid First Name',
  TOO_SHORT: 'Too Short!',
  TOO_LONG: 'Too Long!',
  FIRST_NAME_REQUIRED: 'You must specify a First Name',
  LAST_NAME_INVALID: 'Please enter valid Last Name',
  LAST_NAME_REQUIRED: 'You must specify a Last Name',
  EMAIL_INVALID: 'Invalid E-Mail ',
  EMAIL_REQUIRED: 'You must specify a E-Mail Id',
  TERMS_REQUIRED: 'Please select Terms and Conditions',
  BFS_ID_REQUIRED: 'You must specify BFS ID',
  BFS_ID_INVALID: "Please enter a valid BFS ID (must start with 'BFS' followed by up to 7 digits)",
  BATCH_REQUIRED: 'You must Specify Batch Number',
  BATCH_INVALID: 'Please Enter Valid Batch Number(Only AlphaNumeric Characters are allowed)',
} as const;

export const FIRST_NAME_MIN = 2;
export const NAME_MAX = 50;
export const BFS_ID_PATTERN = /^BFS\d{1,7}$/;
export const BATCH_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

const M = RegistrationMessage;

export const mobileField = string()
  .trim()
  .required(M.MOBILE_REQUIRED)
  .matches(Pattern.MOBILE, M.MOBILE_INVALID);

// The spec gives only the blank message; anything but exactly 4 digits counts as no OTP entered.
export const otpField = string().trim().required(M.OTP_REQUIRED).matches(Pattern.OTP, M.OTP_REQUIRED);

export const firstNameField = string()
  .trim()
  .required(M.FIRST_NAME_REQUIRED)
  .matches(Pattern.NAME, M.FIRST_NAME_INVALID)
  .min(FIRST_NAME_MIN, M.TOO_SHORT)
  .max(NAME_MAX, M.TOO_LONG);

export const lastNameField = string()
  .trim()
  .required(M.LAST_NAME_REQUIRED)
  .matches(Pattern.NAME, M.LAST_NAME_INVALID)
  .max(NAME_MAX, M.TOO_LONG);

/** Lower-cased as the registration request requires (`000 §3`). */
export const emailField = string()
  .trim()
  .lowercase()
  .required(M.EMAIL_REQUIRED)
  .matches(Pattern.EMAIL, M.EMAIL_INVALID);

export const termsField = boolean().required(M.TERMS_REQUIRED).oneOf([true], M.TERMS_REQUIRED);

const registrationFields = {
  mobile: mobileField,
  otp: otpField,
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
};

/**
 * The Register tab (`000 §2`, §5) under the names of the GraphQL `RegisterInput`, so a server refusal
 * on `input.termsAccepted` lands on the form's `termsAccepted`; consent is optional (sent as Y or N).
 */
export const registerInputSchema = object({
  ...registrationFields,
  termsAccepted: termsField,
  messagingConsent: boolean().default(false),
});

export interface RegistrationValues {
  mobile: string;
  otp: string;
  firstName: string;
  lastName: string;
  email: string;
  termsAccepted: boolean;
  messagingConsent: boolean;
}

/** The institute-student modal on /registerSuccess (`000 §2`, §5). */
export const instituteSchema = object({
  bfsId: string().trim().required(M.BFS_ID_REQUIRED).matches(BFS_ID_PATTERN, M.BFS_ID_INVALID),
  batchNumber: string().trim().required(M.BATCH_REQUIRED).matches(BATCH_NUMBER_PATTERN, M.BATCH_INVALID),
});

export interface InstituteValues {
  bfsId: string;
  batchNumber: string;
}
