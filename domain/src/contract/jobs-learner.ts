/**
 * The learner side of jobs (`001 §7` Party and jobs: jobs, jobsfromskills, jobs/apply, applied, similar,
 * rejection/reasons, job/questions, locations, cta, jobApplyClick, appliedLocations, course/apply). The
 * spec names the calls, not their fields or the stage names (`001 §4`); the fields and the default
 * pipeline here are this system's (docs/decisions.md, "Jobs").
 */

/** What each stage of a job's pipeline is, whatever the corporate calls it. */
export const StageKind = {
  APPLIED: 'APPLIED',
  SCREENING: 'SCREENING',
  ASSESSMENT: 'ASSESSMENT',
  INTERVIEW: 'INTERVIEW',
  OFFER: 'OFFER',
  PLACED: 'PLACED',
} as const;
export type StageKind = (typeof StageKind)[keyof typeof StageKind];

/**
 * The pipeline a new job starts with; each job may rename, add (more interview rounds) or drop middle
 * stages, but always starts at APPLIED and ends at PLACED.
 */
export const DEFAULT_PIPELINE: readonly { name: string; kind: StageKind }[] = [
  { name: 'Applied', kind: StageKind.APPLIED },
  { name: 'Screening', kind: StageKind.SCREENING },
  { name: 'Assessment', kind: StageKind.ASSESSMENT },
  { name: 'Interview round 1', kind: StageKind.INTERVIEW },
  { name: 'Interview round 2', kind: StageKind.INTERVIEW },
  { name: 'Offer', kind: StageKind.OFFER },
  { name: 'Placed', kind: StageKind.PLACED },
];

/** Where an application stands: moving through the stages, or out of the pipeline. */
export const ApplicationStatus = {
  IN_PROGRESS: 'IN_PROGRESS',
  REJECTED: 'REJECTED',
  PLACED: 'PLACED',
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const EmploymentType = {
  FULL_TIME: 'FULL_TIME',
  INTERNSHIP: 'INTERNSHIP',
  CONTRACT: 'CONTRACT',
} as const;
export type EmploymentType = (typeof EmploymentType)[keyof typeof EmploymentType];
export const EmploymentTypeLabel: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  INTERNSHIP: 'Internship',
  CONTRACT: 'Contract',
};

/** The kinds of answer a job's questionnaire asks for (`001 §7` getAnswerType). */
export const AnswerType = {
  TEXT: 'TEXT',
  NUMBER: 'NUMBER',
  YES_NO: 'YES_NO',
  SINGLE_CHOICE: 'SINGLE_CHOICE',
  MULTI_CHOICE: 'MULTI_CHOICE',
} as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

/** A yes/no question's stored answers and the words a person reads for them. */
export const YES_NO_LABELS: Readonly<Record<string, string>> = { YES: 'Yes', NO: 'No' };
/** An answer as a person reads it: a yes/no in words, anything else as given. */
export const answerLabel = (value: string): string => YES_NO_LABELS[value] ?? value;

/** The calls-to-action a job page tracks (`001 §7` cta); jobApplyClick tracks the apply button itself. */
export const JobCta = {
  VIEW_DETAILS: 'VIEW_DETAILS',
  ADD_COURSE_TO_CART: 'ADD_COURSE_TO_CART',
  SHARE: 'SHARE',
} as const;
export type JobCta = (typeof JobCta)[keyof typeof JobCta];

/** One option of a lookup list (skills, functions, locations, rejection reasons). */
export interface JobOption {
  id: number;
  name: string;
}

/** How well the asking learner's profile skills cover a job's key skills. */
export interface JobFit {
  /** Whole percent of the job's key skills the learner's profile lists; 0 when the profile lists none. */
  percent: number;
  matchedSkills: string[];
  missingSkills: string[];
}

/** The course the corporate recommends for a job, offered when the learner does not hold it. */
export interface JobCourse {
  productID: number;
  productName: string;
  price: number;
  /** Whether the learner already holds it (then it is not offered). */
  owned: boolean;
  inCart: boolean;
}

/** A job as the list calls answer it, with the asking learner's fit and application. */
export interface JobSummary {
  jobID: number;
  title: string;
  corporateName: string;
  jobFunction: string;
  locations: string[];
  keySkills: string[];
  minExperience: number;
  maxExperience: number;
  /** Annual CTC in rupees; null when the corporate does not disclose it. */
  salaryMin: number | null;
  salaryMax: number | null;
  employmentType: EmploymentType;
  /** ISO date-time. */
  postedOn: string;
  /** ISO date (YYYY-MM-DD), the last day to apply. */
  closesOn: string;
  fit: JobFit;
  /** The learner's application's status; null when they have not applied. */
  applicationStatus: ApplicationStatus | null;
}

export interface JobQuestion {
  questionID: number;
  text: string;
  answerType: AnswerType;
  /** The choices of SINGLE_CHOICE and MULTI_CHOICE; empty otherwise. */
  options: string[];
  required: boolean;
}

export interface JobDetails extends JobSummary {
  description: string;
  corporateAbout: string;
  openings: number;
  /** Whether applications are taken: open and the closing date not passed. */
  open: boolean;
  questions: JobQuestion[];
  recommendedCourse: JobCourse | null;
}

/** A stage of the application's pipeline as the learner sees it. */
export interface ApplicationStage {
  name: string;
  kind: StageKind;
  /** ISO date-time the application reached it; null when it has not. */
  reachedOn: string | null;
}

export interface ApplicationHistoryEntry {
  /** ISO date-time. */
  at: string;
  stageName: string;
  status: ApplicationStatus;
  /** The rejection reason's text, on a rejection. */
  reason: string | null;
}

/** One of the learner's applications (`applied`). */
export interface AppliedJob {
  applicationID: number;
  job: JobSummary;
  appliedOn: string;
  status: ApplicationStatus;
  currentStage: string;
  stages: ApplicationStage[];
  history: ApplicationHistoryEntry[];
  rejectionReason: string | null;
}

/** An answer as jobs/apply takes it: a string, or for MULTI_CHOICE the chosen options. */
export interface JobAnswer {
  questionID: number;
  answer: string | string[];
}

export interface JobApplyRequest {
  studentPartyID: number | string;
  jobID: number;
  answers: JobAnswer[];
}

export interface JobSearchQuery {
  keyword?: string;
  /** Key skill option ids: a job matches when it asks for any of them. */
  skillIds?: number[];
  jobFunctionId?: number;
  locationIds?: number[];
  /** Years of experience: a job matches when its range includes it. */
  experience?: number;
  page: number;
  limit: number;
}

/**
 * `001 §7` Admin StudentEnquiry (named without behaviour): one learner's enquiry about a course, made with
 * course/apply ("a counsellor will call you"), as the counsellors' list shows it (staff).
 */
export interface StudentEnquiryRow {
  studentId: number;
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  productID: number;
  productName: string;
  /** ISO date-time. */
  enquiredOn: string;
}

export const JOB_PAGE_SIZE = 10;
export const MAX_JOB_PAGE_SIZE = 50;
export const SIMILAR_JOBS = 4;
export const MAX_EXPERIENCE_YEARS = 30;
