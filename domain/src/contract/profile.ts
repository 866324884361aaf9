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
