/** The college officer's own college with its figures (/collegeDashboard, /collegeProfile). */
export interface CollegeSummary {
  collegeId: number;
  name: string;
  city: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** Learners of the college (its officers are not counted). */
  students: number;
  /** Their enrolments in courses and programmes. */
  enrolments: number;
  /** Their job applications that ended in a placement. */
  placements: number;
}

/** One student of the officer's college. */
export interface CollegeStudentRow {
  partyId: number;
  firstName: string;
  lastName: string;
  emailID: string;
  enrolments: number;
  placements: number;
  joinedOn: string;
}

/** /collegeProfile: the contact fields the officer may change. */
export interface CollegeContactRequest {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** Whom a SPOC (single point of contact, `001 §3` SPOC) looks after: a college or a corporate. */
export const SpocOrganisationType = { COLLEGE: 'COLLEGE', CORPORATE: 'CORPORATE' } as const;
export type SpocOrganisationType = (typeof SpocOrganisationType)[keyof typeof SpocOrganisationType];

/** assignSpoc's body: the member of staff (admin or ops) who becomes the organisation's SPOC. */
export interface AssignSpocRequest {
  staffPartyId: number;
  organisationType: SpocOrganisationType;
  organisationId: number;
}

/** getActiveSpocs: one row per organisation with a SPOC. */
export interface ActiveSpocRow extends AssignSpocRequest {
  organisationName: string;
  staffName: string;
  staffEmail: string;
  assignedOn: string;
}

/** A college or corporate a SPOC may be assigned to. */
export interface SpocOrganisationRow {
  organisationType: SpocOrganisationType;
  organisationId: number;
  name: string;
}
