import { object, string } from 'yup';
import { emailField, mobileField } from './registration.schema';

export const CollegeMessage = {
  CONTACT_NAME_REQUIRED: 'Please enter the Contact Person',
  CONTACT_NAME_TOO_LONG: 'The Contact Person can be up to 100 characters',
} as const;

/** /collegeProfile: the contact fields the officer keeps current; e-mail and mobile as at registration. */
export const collegeContactSchema = object({
  contactName: string()
    .trim()
    .required(CollegeMessage.CONTACT_NAME_REQUIRED)
    .max(100, CollegeMessage.CONTACT_NAME_TOO_LONG),
  contactEmail: emailField,
  contactPhone: mobileField,
});
