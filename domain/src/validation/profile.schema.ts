import { array, number, object, string } from 'yup';
import { Pattern } from './patterns';

/**
 * The learner profile's sections (`001 §1`: learners build a profile). The spec shows none of their
 * fields; these are this system's (docs/decisions.md), one schema per section, each saved on its own.
 */
export const ProfileMessage = {
  FIRST_NAME_REQUIRED: 'Please enter your first name',
  LAST_NAME_REQUIRED: 'Please enter your last name',
  NAME_INVALID: 'Please use letters, spaces, dots and apostrophes only (at most 50)',
  DOB_REQUIRED: 'Please enter your date of birth',
  DOB_INVALID: 'Please enter a date of birth that makes you between 15 and 80 years old',
  GENDER_REQUIRED: 'Please choose your gender',
  PARENT_NAME_REQUIRED: 'Please enter the name',
  PARENT_MOBILE_INVALID: 'Please enter the valid mobile number',
  ADDRESS_REQUIRED: 'Please enter your address',
  ADDRESS_TOO_LONG: 'At most 200 characters',
  COUNTRY_REQUIRED: 'Please choose your country',
  STATE_REQUIRED: 'Please choose your state',
  CITY_REQUIRED: 'Please choose your city',
  REGION_MISMATCH: 'Please choose again: this place is not in the one chosen above it',
  PINCODE_REQUIRED: 'Please enter your PIN code',
  PINCODE_INVALID: 'Please enter a valid 6-digit PIN code',
  QUALIFICATION_REQUIRED: 'Please choose your highest qualification',
  INSTITUTE_REQUIRED: 'Please enter your institute',
  TEXT_TOO_LONG: 'At most 120 characters',
  YEAR_INVALID: 'Please enter a year between 1970 and five years from now',
  PERCENTAGE_INVALID: 'Please enter a percentage between 0 and 100',
  EMPLOYMENT_STATUS_REQUIRED: 'Please choose your employment status',
  ORGANISATION_REQUIRED: 'Please enter your organisation',
  DESIGNATION_REQUIRED: 'Please enter your designation',
  EXPERIENCE_INVALID: 'Please enter your experience in years, 0 to 50',
  JOB_FUNCTION_REQUIRED: 'Please choose a job function',
  KEY_SKILLS_RANGE: 'Please choose between 1 and 10 key skills',
  INTEREST_AREAS_RANGE: 'Please choose at most 5 interest areas',
  DOMAIN_REQUIRED: 'Please choose a preferred domain',
  LOCATIONS_RANGE: 'Please choose between 1 and 3 preferred locations',
  OPTION_UNKNOWN: 'Please choose from the list',
} as const;
const M = ProfileMessage;

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const GenderLabel: Record<(typeof GENDERS)[number], string> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Other',
};
export const QUALIFICATIONS = ['10th', '12th', 'Diploma', 'Graduate', 'Post Graduate', 'Doctorate'] as const;
export const EMPLOYMENT_STATUSES = ['FRESHER', 'EXPERIENCED'] as const;
export const EmploymentStatusLabel: Record<(typeof EMPLOYMENT_STATUSES)[number], string> = {
  FRESHER: 'Fresher',
  EXPERIENCED: 'Experienced',
};
export const KEY_SKILLS_MAX = 10;
export const INTEREST_AREAS_MAX = 5;
export const LOCATIONS_MAX = 3;
export const PROFILE_AGE_MIN = 15;
export const PROFILE_AGE_MAX = 80;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const PERSON_NAME = /^[A-Za-z][A-Za-z .']{0,49}$/;

/** Whole years between a date of birth and today (UTC), or NaN for a malformed date. */
export const ageOn = (dateOfBirth: string, today: Date): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return NaN;
  let age = today.getUTCFullYear() - year;
  const before =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (before) age -= 1;
  return age;
};

const personName = (required: string) =>
  string().defined().trim().required(required).matches(PERSON_NAME, M.NAME_INVALID);
// Formik hands an emptied field to validation as undefined; the default reads it back as "no number".
const optionalMobile = string()
  .default('')
  .defined()
  .trim()
  .test('mobile', M.PARENT_MOBILE_INVALID, (value) => value === '' || Pattern.MOBILE.test(value));
const regionId = (required: string) => number().typeError(required).required(required).integer().positive();
const optionId = number().typeError(M.OPTION_UNKNOWN).required(M.OPTION_UNKNOWN).integer().positive();

export const personalDetailsSchema = object({
  firstName: personName(M.FIRST_NAME_REQUIRED),
  lastName: personName(M.LAST_NAME_REQUIRED),
  dateOfBirth: string()
    .defined()
    .trim()
    .required(M.DOB_REQUIRED)
    .test('age', M.DOB_INVALID, (value) => {
      const age = ageOn(value, new Date());
      return age >= PROFILE_AGE_MIN && age <= PROFILE_AGE_MAX;
    }),
  gender: string()
    .defined()
    .required(M.GENDER_REQUIRED)
    .oneOf([...GENDERS], M.GENDER_REQUIRED),
});
export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
}

export const profileParentsSchema = object({
  fatherName: personName(M.PARENT_NAME_REQUIRED),
  fatherMobile: optionalMobile,
  motherName: personName(M.PARENT_NAME_REQUIRED),
  motherMobile: optionalMobile,
});
export interface ProfileParentsValues {
  fatherName: string;
  fatherMobile: string;
  motherName: string;
  motherMobile: string;
}

export const addressSchema = object({
  addressLine: string().defined().trim().required(M.ADDRESS_REQUIRED).max(200, M.ADDRESS_TOO_LONG),
  countryId: regionId(M.COUNTRY_REQUIRED),
  stateId: regionId(M.STATE_REQUIRED),
  cityId: regionId(M.CITY_REQUIRED),
  suburbId: number().typeError(M.OPTION_UNKNOWN).integer().positive().nullable().defined(),
  pincode: string().defined().trim().required(M.PINCODE_REQUIRED).matches(PINCODE_PATTERN, M.PINCODE_INVALID),
});
export interface AddressValues {
  addressLine: string;
  countryId: number;
  stateId: number;
  cityId: number;
  suburbId: number | null;
  pincode: string;
}

export const educationSchema = object({
  qualification: string()
    .defined()
    .required(M.QUALIFICATION_REQUIRED)
    .oneOf([...QUALIFICATIONS], M.QUALIFICATION_REQUIRED),
  institute: string().defined().trim().required(M.INSTITUTE_REQUIRED).max(120, M.TEXT_TOO_LONG),
  yearOfPassing: number()
    .typeError(M.YEAR_INVALID)
    .required(M.YEAR_INVALID)
    .integer(M.YEAR_INVALID)
    .min(1970, M.YEAR_INVALID)
    .test('year', M.YEAR_INVALID, (value) => value <= new Date().getUTCFullYear() + 5),
  percentage: number()
    .typeError(M.PERCENTAGE_INVALID)
    .required(M.PERCENTAGE_INVALID)
    .min(0, M.PERCENTAGE_INVALID)
    .max(100, M.PERCENTAGE_INVALID),
});
export interface EducationValues {
  qualification: string;
  institute: string;
  yearOfPassing: number;
  percentage: number;
}

// Formik hands a hidden, empty field over as undefined: for a fresher that is no job, not a missing one.
const whenExperienced = (required: string) =>
  string()
    .default('')
    .defined()
    .trim()
    .max(120, M.TEXT_TOO_LONG)
    .when('status', { is: 'EXPERIENCED', then: (rule) => rule.required(required) });

export const employmentSchema = object({
  status: string()
    .defined()
    .required(M.EMPLOYMENT_STATUS_REQUIRED)
    .oneOf([...EMPLOYMENT_STATUSES], M.EMPLOYMENT_STATUS_REQUIRED),
  organisation: whenExperienced(M.ORGANISATION_REQUIRED),
  designation: whenExperienced(M.DESIGNATION_REQUIRED),
  // Typed as text in the form: empty text is no experience, not a malformed one.
  experienceYears: number()
    .transform((value: number, original: unknown) => (original === '' ? null : value))
    .default(null)
    .typeError(M.EXPERIENCE_INVALID)
    .min(0, M.EXPERIENCE_INVALID)
    .max(50, M.EXPERIENCE_INVALID)
    .nullable()
    .defined()
    .when('status', { is: 'EXPERIENCED', then: (rule) => rule.required(M.EXPERIENCE_INVALID) }),
});
export interface EmploymentValues {
  status: string;
  organisation: string;
  designation: string;
  experienceYears: number | null;
}

export const preferencesSchema = object({
  jobFunctionId: optionId.clone().typeError(M.JOB_FUNCTION_REQUIRED).required(M.JOB_FUNCTION_REQUIRED),
  keySkillIds: array(optionId).defined().min(1, M.KEY_SKILLS_RANGE).max(KEY_SKILLS_MAX, M.KEY_SKILLS_RANGE),
  interestAreaIds: array(optionId).defined().max(INTEREST_AREAS_MAX, M.INTEREST_AREAS_RANGE),
  preferredDomainId: optionId.clone().typeError(M.DOMAIN_REQUIRED).required(M.DOMAIN_REQUIRED),
  locationIds: array(optionId).defined().min(1, M.LOCATIONS_RANGE).max(LOCATIONS_MAX, M.LOCATIONS_RANGE),
});
export interface PreferencesValues {
  jobFunctionId: number;
  keySkillIds: number[];
  interestAreaIds: number[];
  preferredDomainId: number;
  locationIds: number[];
}
