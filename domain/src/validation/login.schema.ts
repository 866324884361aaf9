import { object, string } from 'yup';
import { Pattern } from './patterns';

export const LoginMessage = {
  USERNAME_REQUIRED: 'You must specify a Username',
  PASSWORD_REQUIRED: 'You must specify Password',
  BOTH_REQUIRED: 'You must specify a  Username and Password',
  MOBILE_LENGTH: 'Mobile number should be of 10 digits',
  INVALID_EMAIL: 'Invalid email address',
} as const;

/**
 * The e-mail/password login form (`000 §5`). Values are trimmed before the rules apply; a numeric
 * username must be exactly 10 digits, anything else must look like an e-mail address.
 */
export const loginSchema = object({
  username: string()
    .trim()
    .required(LoginMessage.USERNAME_REQUIRED)
    .test('identifier', function (value) {
      if (!value) return true;
      if (Pattern.DIGITS.test(value)) {
        return value.length === 10 || this.createError({ message: LoginMessage.MOBILE_LENGTH });
      }
      return Pattern.EMAIL.test(value) || this.createError({ message: LoginMessage.INVALID_EMAIL });
    }),
  password: string().trim().required(LoginMessage.PASSWORD_REQUIRED),
});

export type LoginValues = { username: string; password: string };
