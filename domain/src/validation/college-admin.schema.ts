import { object, string } from 'yup';
import { collegeContactSchema } from './colleges.schema';
import { emailField } from './registration.schema';

export const CollegeAdminMessage = {
  NAME_REQUIRED: 'Please enter the College Name',
  NAME_TOO_LONG: 'College Name can be at most 100 characters',
  CITY_REQUIRED: 'Please enter the City',
  CITY_TOO_LONG: 'City can be at most 60 characters',
  SAVED: 'College saved successfully',
  MEMBER_ADDED: 'Member added to the college',
  MEMBER_REMOVED: 'Member removed from the college',
} as const;

/** /add-college and /edit-college: name and city, and the contact fields as the officer keeps them. */
export const collegeSchema = object({
  name: string()
    .trim()
    .required(CollegeAdminMessage.NAME_REQUIRED)
    .max(100, CollegeAdminMessage.NAME_TOO_LONG),
  city: string()
    .trim()
    .required(CollegeAdminMessage.CITY_REQUIRED)
    .max(60, CollegeAdminMessage.CITY_TOO_LONG),
}).concat(collegeContactSchema);

/** Adding a member names an existing account by its e-mail. */
export const collegeMemberSchema = object({ emailID: emailField });
