import { defineFeatureContract, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/**
 * The learner profile's REST contract. The spec names the party calls (`001 §7` Party and jobs:
 * preference, jobFunction, keyskill, interestarea, preferreddomain, address, employment, locations;
 * Dashboard: updateParentDetails; Regions: country, state, city/fromstates, suburb/fromcities) but not
 * their fields; the fields here are this system's (docs/decisions.md).
 */

/** The sections of the profile, each saved on its own. Documents are their own feature. */
export const PROFILE_SECTIONS = [
  'personal',
  'parents',
  'address',
  'education',
  'employment',
  'preferences',
  'aadhar',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/**
 * What each completed section adds to the Employability Score (out of 100): what an employer weighs
 * most (education, employment, skills) counts most.
 */
export const EMPLOYABILITY_WEIGHTS = {
  personal: 10,
  parents: 5,
  address: 10,
  education: 20,
  employment: 20,
  preferences: 20,
  aadhar: 15,
} as const satisfies Record<ProfileSection, number>;

/** Completeness: the share of sections filled in, in whole percent. */
export const profileCompleteness = (complete: Readonly<Record<ProfileSection, boolean>>): number =>
  Math.round(
    (PROFILE_SECTIONS.filter((section) => complete[section]).length * 100) / PROFILE_SECTIONS.length,
  );

export const employabilityScore = (complete: Readonly<Record<ProfileSection, boolean>>): number =>
  PROFILE_SECTIONS.reduce(
    (sum, section) => sum + (complete[section] ? EMPLOYABILITY_WEIGHTS[section] : 0),
    0,
  );

/** The seeded option lists of the preferences section (`001 §7` jobFunction, keyskill, ...). */
export const PROFILE_OPTION_KINDS = [
  'JOB_FUNCTION',
  'KEY_SKILL',
  'INTEREST_AREA',
  'PREFERRED_DOMAIN',
  'LOCATION',
] as const;
export type ProfileOptionKind = (typeof PROFILE_OPTION_KINDS)[number];

/** The region lookups (`001 §7` Regions): each level is listed under the one above it. */
export const REGION_KINDS = ['COUNTRY', 'STATE', 'CITY', 'SUBURB'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];
/** The level a region's parent is at; countries have none. */
export const REGION_PARENT: Record<RegionKind, RegionKind | null> = {
  COUNTRY: null,
  STATE: 'COUNTRY',
  CITY: 'STATE',
  SUBURB: 'CITY',
};
/** Region lists page on the server: at most this many per page. */
export const REGION_PAGE_MAX = 50;

export interface NamedOption {
  id: number;
  name: string;
}

/** GET the region list: the parent's id (none for countries), an optional search and the page. */
export interface RegionListQuery {
  parentId?: number | string;
  search?: string;
  page?: number | string;
  limit?: number | string;
}

/** The profile as REST answers it; the Aadhar only masked. Parents' mobiles are sensitive fields. */
export interface LearnerProfileDto {
  studentPartyID: number;
  firstName: string;
  lastName: string;
  personal: { dateOfBirth: string; gender: string } | null;
  parents: {
    studentFatherName: string;
    studentFatherMobileNo: string;
    studentMotherName: string;
    studentMotherMobileNo: string;
  } | null;
  address: {
    addressLine: string;
    country: NamedOption;
    state: NamedOption;
    city: NamedOption;
    suburb: NamedOption | null;
    pincode: string;
  } | null;
  education: { qualification: string; institute: string; yearOfPassing: number; percentage: number } | null;
  employment: {
    status: string;
    organisation: string;
    designation: string;
    experienceYears: number | null;
  } | null;
  preferences: {
    jobFunction: NamedOption;
    keySkills: NamedOption[];
    interestAreas: NamedOption[];
    preferredDomain: NamedOption;
    locations: NamedOption[];
  } | null;
  maskedAadhar: string | null;
  completeSections: ProfileSection[];
  completeness: number;
  employabilityScore: number;
}

/**
 * `001 §7` profile/annualSalaryList: the bands an annual salary (CTC) is given in, in rupees a year. The
 * spec names the list only; the bands are this system's, from a fresher's pay to senior roles.
 */
export const ANNUAL_SALARY_BANDS: readonly NamedOption[] = [
  { id: 1, name: 'Below ₹3 lakh' },
  { id: 2, name: '₹3 lakh to ₹5 lakh' },
  { id: 3, name: '₹5 lakh to ₹8 lakh' },
  { id: 4, name: '₹8 lakh to ₹12 lakh' },
  { id: 5, name: '₹12 lakh to ₹20 lakh' },
  { id: 6, name: '₹20 lakh and above' },
];

/** The education section's years of passing, newest first: the range its rule admits (1970 to now + 5). */
export const yearsOfPassing = (today: Date): number[] => {
  const last = today.getUTCFullYear() + 5;
  return Array.from({ length: last - 1970 + 1 }, (_, index) => last - index);
};

/**
 * `001 §7` otherpref (named without behaviour): the learner's other preferences, in their own words,
 * beside the preference lists (a role, place or field the lists lack). Null when none is given.
 */
export interface OtherPreference {
  studentPartyID: number;
  otherPreference: string | null;
}

export const OTHER_PREFERENCE_MAX = 500;
export const OTHER_PREFERENCE_TOO_LONG = `Please keep your other preferences to ${OTHER_PREFERENCE_MAX} characters.`;

const C = sharedContract.reasons.codes;

/** The learner profile's sections: a field rule (the Aadhar's three messages among them), a lookup gone. */
export const ProfileReasons = [C.NOT_FOUND, C.VALIDATION_FAILED] as const;
export type ProfileReason = (typeof ProfileReasons)[number];

const clientPaths = {
  /** `001 §2`: the learner's profile; the tour ends here (`000 §4`). */
  USER_PROFILE: '/userprofile',
} as const;

export const profileContract = defineFeatureContract({
  feature: 'profile',
  refusals: [ProfileReasons],
  clientPaths,
  clientRoutes: {
    userProfile: (): string => clientPaths.USER_PROFILE,
  },
});

export const profileRestPaths = {
  feature: 'profile',
  restPaths: {
    /** The learner profile (`001 §7` Party, Dashboard and Regions calls; paths this system's where not shown). */
    PROFILE: '/finx-fc-party/api/v1/profile',
    PROFILE_PERSONAL: '/finx-fc-party/api/v1/personal',
    PROFILE_ADDRESS: '/finx-fc-party/api/v1/address',
    PROFILE_EDUCATION: '/finx-fc-party/api/v1/education',
    PROFILE_EMPLOYMENT: '/finx-fc-party/api/v1/employment',
    PROFILE_PREFERENCES: '/finx-fc-party/api/v1/preference',
    /** `001 §7` otherpref: GET (party in the query) and POST the learner's other preferences. */
    PROFILE_OTHER_PREFERENCE: '/finx-fc-party/api/v1/otherpref',
    PROFILE_AADHAR: '/finx-fc-party/api/v1/aadhar',
    PROFILE_OPTIONS: '/finx-fc-party/api/v1/options',
    REGION_COUNTRY: '/finx-fc-region/api/v1/country',
    REGION_STATE: '/finx-fc-region/api/v1/state',
    REGION_CITY: '/finx-fc-region/api/v1/city/fromstates',
    REGION_SUBURB: '/finx-fc-region/api/v1/suburb/fromcities',
    /** The parents' details, from the dashboard or the profile: one record, the profile's. */
    PARENT_DETAILS_UPDATE: '/finx-fc-student-dashboard/api/v1/studentDashboard/updateParentDetails',
    /**
     * `001 §7` Admin updatepreference, updateeducation, updateemployment, saveDateOfBirth: staff save a
     * learner's section (/admin-edit-user-profile), with the learner's own rules, into the staff audit log.
     */
    ADMIN_UPDATE_PREFERENCE: '/finx-fc-admin/api/v1/admin/updatepreference',
    ADMIN_UPDATE_EDUCATION: '/finx-fc-admin/api/v1/admin/updateeducation',
    ADMIN_UPDATE_EMPLOYMENT: '/finx-fc-admin/api/v1/admin/updateemployment',
    ADMIN_SAVE_DATE_OF_BIRTH: '/finx-fc-admin/api/v1/admin/saveDateOfBirth',
    /** `001 §7` Admin education endpoints: the education section's lists (qualifications, years). */
    EDUCATION_QUALIFICATIONS: '/finx-fc-admin/api/v1/education/qualificationList',
    EDUCATION_YEARS: '/finx-fc-admin/api/v1/education/yearOfPassingList',
    /** `001 §7` Admin profile/annualSalaryList: the employment section's salary bands. */
    ANNUAL_SALARY_LIST: '/finx-fc-admin/api/v1/profile/annualSalaryList',
  },
} as const satisfies RestPathTable;
