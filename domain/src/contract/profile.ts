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
    PROFILE_AADHAR: '/finx-fc-party/api/v1/aadhar',
    PROFILE_OPTIONS: '/finx-fc-party/api/v1/options',
    REGION_COUNTRY: '/finx-fc-region/api/v1/country',
    REGION_STATE: '/finx-fc-region/api/v1/state',
    REGION_CITY: '/finx-fc-region/api/v1/city/fromstates',
    REGION_SUBURB: '/finx-fc-region/api/v1/suburb/fromcities',
    /** The parents' details, from the dashboard or the profile: one record, the profile's. */
    PARENT_DETAILS_UPDATE: '/finx-fc-student-dashboard/api/v1/studentDashboard/updateParentDetails',
  },
} as const satisfies RestPathTable;
