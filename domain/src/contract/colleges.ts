import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

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

const reasons = reasonsOf({
  NOT_COLLEGE_MEMBER: 'Your account is not linked to a college yet. Please contact the FinX team.',
  SPOC_NOT_STAFF: 'A SPOC must be an active admin or operations user.',
  COLLEGE_NAME_TAKEN: 'Another college already has this name.',
  COLLEGE_MEMBER_ROLE: 'Only learners and college officers can be members of a college.',
  COLLEGE_MEMBER_UNKNOWN: 'No account uses this E-Mail Id.',
  COLLEGE_MEMBER_ELSEWHERE: 'This user already belongs to another college. Remove them there first.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** The college officer's college (/collegeDashboard, /collegeProfile) and SPOC assignment (/upload-spoc). */
export const CollegesReasons = [
  C.NOT_COLLEGE_MEMBER,
  C.NOT_FOUND,
  C.SPOC_NOT_STAFF,
  C.COLLEGE_NAME_TAKEN,
  C.COLLEGE_MEMBER_ROLE,
  C.COLLEGE_MEMBER_ELSEWHERE,
  C.COLLEGE_MEMBER_UNKNOWN,
  C.VALIDATION_FAILED,
] as const;
export type CollegesReason = (typeof CollegesReasons)[number];

const clientPaths = {
  COLLEGE_DASHBOARD: '/collegeDashboard',
  /** `001 §2` college officer: their college's details. */
  COLLEGE_PROFILE: '/collegeProfile',
  /** `001 §2` admin or ops: SPOC assignment (the manual form; the spreadsheet upload is bulk uploads'). */
  UPLOAD_SPOC: '/upload-spoc',
  /** Not in the spec: staff college management (`001 §7` college), admin or ops. */
  COLLEGE_LIST: '/college-list',
  ADD_COLLEGE: '/add-college',
  EDIT_COLLEGE: '/edit-college/:id',
} as const;

export const collegesContract = defineFeatureContract({
  feature: 'colleges',
  reasons,
  refusals: [CollegesReasons],
  clientPaths,
  clientRoutes: {
    collegeProfile: (): string => clientPaths.COLLEGE_PROFILE,
    uploadSpoc: (): string => clientPaths.UPLOAD_SPOC,
    collegeList: (): string => clientPaths.COLLEGE_LIST,
    addCollege: (): string => clientPaths.ADD_COLLEGE,
    editCollege: (collegeId: number): string => withParam(clientPaths.EDIT_COLLEGE, 'id', collegeId),
  },
});

export const collegesRestPaths = {
  feature: 'colleges',
  restPaths: {
    /** `001 §7` college: the officer's own college, its figures and students, and its contact fields. */
    COLLEGE_MINE: '/finx-fc-admin/api/v1/college/mine',
    COLLEGE_STUDENTS: '/finx-fc-admin/api/v1/college/students',
    COLLEGE_CONTACT: '/finx-fc-admin/api/v1/college/contact',
    /** `001 §3` SPOC: the active assignments, the organisations to choose from, and assignSpoc (staff). */
    SPOC_ACTIVE: '/finx-fc-student-dashboard/api/spoc/getActiveSpocs',
    SPOC_ORGANISATIONS: '/finx-fc-student-dashboard/api/spoc/organisations',
    SPOC_ASSIGN: '/finx-fc-student-dashboard/api/spoc/assignSpoc',
    /** `001 §7` college, for staff: the colleges (list, one, add with POST, edit with PUT) and members. */
    COLLEGE_LIST: '/finx-fc-admin/api/v1/college/all',
    COLLEGE_DETAILS: '/finx-fc-admin/api/v1/college/details',
    COLLEGE_SAVE: '/finx-fc-admin/api/v1/college',
    COLLEGE_MEMBERS: '/finx-fc-admin/api/v1/college/members',
  },
} as const satisfies RestPathTable;
