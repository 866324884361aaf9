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
