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

/** /college-list: a college as staff manage it, with its member counts. */
export interface CollegeRow {
  collegeId: number;
  name: string;
  city: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  students: number;
  officers: number;
  createdDate: string;
}

/** The body of `college`: POST adds, PUT `?collegeId=` edits. */
export interface CollegeRequest {
  name: string;
  city: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** One member of a college: a student (learner) or one of its officers (TPO). */
export interface CollegeMemberRow {
  partyId: number;
  firstName: string;
  lastName: string;
  emailID: string;
  roleId: number;
  addedOn: string;
}

/** Adds the user with this e-mail to the college (`?collegeId=`). */
export interface CollegeMemberRequest {
  emailID: string;
}
