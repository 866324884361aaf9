/**
 * The staff side of jobs (`001 §7` Job administration: create, createBulk, updateJobDetails,
 * getJobDetails, stage_count, candidateDetailsReport, jobStage, applicationsHistory, updateStatus,
 * nextStageupdateStatus, reject, savePlacementBy, getAllPlacementByDetails and the lookups). The spec
 * names the calls, not their fields; the fields here are this system's (docs/decisions.md, "Jobs").
 */
import type {
  AnswerType,
  ApplicationHistoryEntry,
  ApplicationStatus,
  EmploymentType,
  JobDetails,
  StageKind,
} from './jobs-learner';
import type { InboxDelivery } from './alerts';

/** One stage of a pipeline as staff write it. */
export interface StageDraft {
  name: string;
  kind: StageKind;
}

/** One question of a questionnaire as staff write it; options only for the choice types. */
export interface QuestionDraft {
  text: string;
  answerType: AnswerType;
  options: string[];
  required: boolean;
}

/** Whether a job takes applications (the jobs.status column). */
export const JobStatus = { OPEN: 'OPEN', CLOSED: 'CLOSED' } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/** A corporate staff can post a job for (the job form's corporate lookup). */
export interface CorporateOption {
  id: number;
  name: string;
}

/** A job as create, createBulk and updateJobDetails take it. */
export interface JobDraft {
  corporateID: number;
  title: string;
  description: string;
  jobFunctionID: number;
  keySkillIDs: number[];
  locationIDs: number[];
  minExperience: number;
  maxExperience: number;
  /** Annual CTC in rupees; null when the corporate does not disclose it. */
  salaryMin: number | null;
  salaryMax: number | null;
  employmentType: EmploymentType;
  openings: number;
  /** ISO date (YYYY-MM-DD). */
  closesOn: string;
  recommendedProductID: number | null;
  /** OPEN takes applications, CLOSED refuses them (JOB_NOT_OPEN); OPEN when left out of a create, kept when left out of an update. */
  status?: JobStatus;
  /** DEFAULT_PIPELINE when left out; APPLIED first, PLACED last, 2..12 stages, names unique. */
  stages?: StageDraft[];
  /** 0..10 questions; the choice types take 2..10 options. */
  questions?: QuestionDraft[];
}

/** How many applications stand at one stage (`stage_count`). */
export interface StageCount {
  stageID: number;
  name: string;
  kind: StageKind;
  position: number;
  /** Applications in progress at this stage. */
  inProgress: number;
  /** Applications rejected at this stage. */
  rejected: number;
}

/** A job as staff see it: its details, pipeline with counts and questionnaire. */
export interface StaffJob extends Omit<JobDetails, 'fit' | 'applicationStatus'> {
  corporateID: number;
  jobFunctionID: number;
  keySkillIDs: number[];
  locationIDs: number[];
  recommendedProductID: number | null;
  status: JobStatus;
  stages: StageCount[];
  applicantTotal: number;
}

export interface CandidateAnswer {
  questionID: number;
  question: string;
  answer: string | string[];
}

/** What was recorded when an application was placed: the learner's joining date and annual CTC. */
export interface CandidatePlacement {
  /** ISO date (YYYY-MM-DD). */
  joiningDate: string;
  /** Annual CTC in rupees. */
  ctc: number;
}

/** An applicant as the recruiter sees them (`candidateDetailsReport`). */
export interface Candidate {
  applicationID: number;
  jobID: number;
  jobTitle: string;
  partyID: number;
  fullName: string;
  email: string;
  mobile: string;
  /** ISO date-time. */
  appliedOn: string;
  stageName: string;
  stageKind: StageKind;
  status: ApplicationStatus;
  rejectionReason: string | null;
  /** The best FEAT percentage; null when the learner has not taken it. */
  featScore: number | null;
  /** Percent of the CFX programme's lessons done; null when the learner does not hold it. */
  cfxProgress: number | null;
  employabilityScore: number;
  /** The joining date and CTC recorded for this application (savePlacementBy); null until recorded. */
  placement: CandidatePlacement | null;
  /** Names of the products the learner completed or holds. */
  certificates: string[];
  answers: CandidateAnswer[];
}

export const CandidateSort = {
  APPLIED_ON: 'appliedOn',
  FEAT_SCORE: 'featScore',
  EMPLOYABILITY_SCORE: 'employabilityScore',
  CFX_PROGRESS: 'cfxProgress',
} as const;
export type CandidateSort = (typeof CandidateSort)[keyof typeof CandidateSort];

export interface CandidateQuery {
  /** One job's applicants; left out, every job's (staff), or every job's of their college (a college officer). */
  jobID?: number;
  stageID?: number;
  status?: ApplicationStatus;
  /** Only learners who completed this product: a verified FinX certificate (FEAT, CFX or a course). */
  certifiedIn?: number;
  sort: CandidateSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** An application's moves, for applicationsHistory, with who made each. */
export interface StaffHistoryEntry extends ApplicationHistoryEntry {
  byPartyID: number | null;
  /** The name of who made the move (the learner or a staff member); null when nobody is recorded. */
  byName: string | null;
}

/** updateStatus: to a named stage of the job; nextStageupdateStatus takes applicationID alone. */
export interface StageMoveRequest {
  applicationID: number;
  stageID: number;
}

export interface RejectRequest {
  applicationID: number;
  reasonID: number;
}

/** savePlacementBy: the learner joined. */
export interface PlacementRequest {
  applicationID: number;
  /** ISO date (YYYY-MM-DD). */
  joiningDate: string;
  /** Annual CTC in rupees. */
  ctc: number;
}

/**
 * The answer of a move, a rejection and a placement: the alert each wrote to the learner's inbox (none
 * when nothing changed for them), for the gateway to announce live.
 */
export interface CandidateActionResult {
  delivered: InboxDelivery[];
}

/**
 * What a learner's alert says when staff act on their application (issue 28 item 6; the spec gives no
 * wording). Short and plain: the header shows them in one line.
 */
export const ApplicationAlert = {
  moved: (jobTitle: string, corporateName: string, stageName: string): string =>
    `Your application for ${jobTitle} at ${corporateName} moved to ${stageName}.`,
  rejected: (jobTitle: string, corporateName: string): string =>
    `Your application for ${jobTitle} at ${corporateName} was not taken forward.`,
  placed: (jobTitle: string, corporateName: string): string =>
    `Congratulations! You are placed at ${corporateName} as ${jobTitle}.`,
} as const;

export interface Placement extends PlacementRequest {
  jobID: number;
  jobTitle: string;
  corporateName: string;
  partyID: number;
  fullName: string;
  recordedBy: number;
  /** ISO date-time. */
  recordedAt: string;
}

export interface BulkFailure {
  /** 1-based row of the upload. */
  row: number;
  title: string;
  errors: string[];
}

/** createBulk's answer: good rows are kept, bad ones listed. */
export interface BulkCreateResult {
  successCount: number;
  failCount: number;
  failList: BulkFailure[];
  jobIDs: number[];
}

export const MAX_PIPELINE_STAGES = 12;
export const MIN_PIPELINE_STAGES = 2;
export const MAX_JOB_QUESTIONS = 10;
export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 10;
export const MAX_BULK_JOBS = 200;
