import { consentContract } from './consent';
import { defineFeatureContract, reasonsOf, withParam } from './feature-contract';
import { sharedContract } from './shared';

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

export const JOB_PAGE_SIZE = 10;
export const MAX_JOB_PAGE_SIZE = 50;
export const SIMILAR_JOBS = 4;
export const MAX_EXPERIENCE_YEARS = 30;

/*
 * The jobs feature as the tiers see it: the learner side above, the staff's job administration in
 * jobs-admin.ts and the staff extras (ratings, comments, referrals, messages, invitations) in
 * jobs-staff-extras.ts; its paths, screens and refusals, all three parts', below.
 */
const reasons = reasonsOf({
  JOB_NOT_OPEN: 'This job is no longer taking applications.',
  JOB_ALREADY_APPLIED: 'You have already applied for this job. Its progress is under Applied jobs.',
  JOB_ANSWER_INVALID: 'Please check your answers to the questions.',
  COURSE_ALREADY_APPLIED: 'You have already applied for this course. Our counsellor will call you.',
  JOB_STAGE_LAST:
    'This candidate is at the last stage already. Record the placement with the joining date and CTC.',
  JOB_APPLICATION_CLOSED: 'This application has been rejected or placed already, so its stage cannot change.',
  JOB_STAGE_IN_USE: 'A stage that holds applications cannot be removed. Move or reject its candidates first.',
  JOB_PIPELINE_INVALID:
    'The pipeline must start with an Applied stage, end with a Placed stage and have 2 to 12 stages with different names.',
  JOB_ALREADY_REFERRED: 'This job has already been referred to this e-mail address.',
  STAGE_NOT_REACHED: 'This candidate has not reached this stage yet, so it cannot be rated.',
  CANDIDATE_NO_MOBILE:
    'This candidate has no mobile number, so an SMS cannot be sent. Please send an e-mail.',
  INTERVIEW_STAGE_INVALID: 'Invitations are sent for an interview stage of the candidate’s job.',
  INTERVIEW_IS_PAST: 'This interview has already begun, so its response can no longer change.',
});
const C = { ...sharedContract.reasons.codes, ...consentContract.reasons.codes, ...reasons.codes };

/** Applying for a job or a course and tracking a job page's calls-to-action (`001 §7` Party and jobs). */
export const JobsReasons = [
  C.NOT_FOUND,
  C.JOB_NOT_OPEN,
  C.JOB_ALREADY_APPLIED,
  C.JOB_ANSWER_INVALID,
  C.COURSE_ALREADY_APPLIED,
  C.VALIDATION_FAILED,
] as const;
export type JobsReason = (typeof JobsReasons)[number];

/** Job administration (`001 §7`): the pipeline's rules and moving, rejecting and placing candidates. */
export const JobsAdminReasons = [
  C.NOT_FOUND,
  C.JOB_STAGE_LAST,
  C.JOB_APPLICATION_CLOSED,
  C.JOB_STAGE_IN_USE,
  C.JOB_PIPELINE_INVALID,
  C.VALIDATION_FAILED,
] as const;
export type JobsAdminReason = (typeof JobsAdminReasons)[number];

/** The staff extras (`001 §7`): ratings, interviewers' comments, referrals, messages, interview invitations. */
export const JobsExtrasReasons = [
  C.NOT_FOUND,
  C.JOB_NOT_OPEN,
  C.JOB_APPLICATION_CLOSED,
  C.JOB_ALREADY_REFERRED,
  C.STAGE_NOT_REACHED,
  C.CANDIDATE_NO_MOBILE,
  C.CONSENT_WITHDRAWN,
  C.INTERVIEW_STAGE_INVALID,
  C.VALIDATION_FAILED,
] as const;
export type JobsExtrasReason = (typeof JobsExtrasReasons)[number];

/** The learner's answer to an interview invitation (`001 §7` RSVP response). */
export const InterviewRsvpReasons = [
  C.NOT_FOUND,
  C.INTERVIEW_IS_PAST,
  C.JOB_APPLICATION_CLOSED,
  C.VALIDATION_FAILED,
] as const;
export type InterviewRsvpReason = (typeof InterviewRsvpReasons)[number];

const clientPaths = {
  /** `001 §2` /jobs: the learner's job search; a job's page and the applied list are this system's. */
  JOBS: '/jobs',
  JOB: '/jobs/:id',
  APPLIED_JOBS: '/jobs/applied',
  /**
   * `001 §2` job administration: the list, the form (add and edit) and one job with its candidates
   * (/jobDetails, ops only in the spec's table). A candidate is read through the job's candidate list,
   * which the gateway answers per job, so its page carries both ids.
   */
  JOB_LIST: '/job-list',
  ADD_JOB: '/add-job',
  EDIT_JOB: '/edit-job/:id',
  JOB_DETAILS: '/jobDetails/:id',
  CANDIDATE_DETAILS: '/candidate-details/:jobId/:applicationId',
  /** Without ids: every job's candidates (the admin sidebar of `001 §2` screen 11 links it bare). */
  CANDIDATE_LIST: '/candidate-details',
} as const;

export const jobsContract = defineFeatureContract({
  feature: 'jobs',
  reasons,
  refusals: [JobsReasons, JobsAdminReasons, JobsExtrasReasons, InterviewRsvpReasons],
  restPaths: {
    /**
     * `001 §7` Party and jobs, the learner side: search (jobs), matches to the profile's skills
     * (jobsfromskills), one job (jobs/details: not named by the spec), similar jobs, the questionnaire,
     * applying, the applied list, lookups and tracking. Query and body fields: above.
     */
    JOBS: '/finx-fc-party/api/v1/jobs',
    JOBS_FROM_SKILLS: '/finx-fc-party/api/v1/jobsfromskills',
    JOB_DETAILS: '/finx-fc-party/api/v1/jobs/details',
    JOBS_SIMILAR: '/finx-fc-party/api/v1/similar',
    JOB_QUESTIONS: '/finx-fc-party/api/v1/job/questions',
    JOB_APPLY: '/finx-fc-party/api/v1/jobs/apply',
    JOBS_APPLIED: '/finx-fc-party/api/v1/applied',
    JOB_REJECTION_REASONS: '/finx-fc-party/api/v1/rejection/reasons',
    JOB_LOCATIONS: '/finx-fc-party/api/v1/locations',
    JOB_APPLIED_LOCATIONS: '/finx-fc-party/api/v1/appliedLocations',
    JOB_CTA: '/finx-fc-party/api/v1/cta',
    JOB_APPLY_CLICK: '/finx-fc-party/api/v1/jobApplyClick',
    JOB_INTERVIEWS: '/finx-fc-party/api/v1/interviews',
    JOB_INTERVIEW_RSVP: '/finx-fc-party/api/v1/interviews/rsvp',
    COURSE_APPLY: '/finx-fc-party/api/v1/course/apply',
    /**
     * `001 §7` Job administration, staff alone (ADMIN, OPS). Fields: jobs-admin.ts and
     * jobs-staff-extras.ts. `list` is not named by the spec: the staff's paged list of jobs.
     */
    STAFF_JOB_CREATE: '/finx-fc-student/api/v1/job/create',
    STAFF_JOB_CREATE_BULK: '/finx-fc-student/api/v1/job/createBulk',
    STAFF_JOB_UPDATE: '/finx-fc-student/api/v1/job/updateJobDetails',
    STAFF_JOB_DETAILS: '/finx-fc-student/api/v1/job/getJobDetails',
    STAFF_JOB_LIST: '/finx-fc-student/api/v1/job/list',
    STAFF_JOB_STAGE_COUNT: '/finx-fc-student/api/v1/job/stage_count',
    STAFF_JOB_CANDIDATES: '/finx-fc-student/api/v1/job/candidateDetailsReport',
    STAFF_JOB_STAGES: '/finx-fc-student/api/v1/job/jobStage',
    STAFF_JOB_HISTORY: '/finx-fc-student/api/v1/job/applicationsHistory',
    STAFF_JOB_UPDATE_STATUS: '/finx-fc-student/api/v1/job/updateStatus',
    STAFF_JOB_NEXT_STAGE: '/finx-fc-student/api/v1/job/nextStageupdateStatus',
    STAFF_JOB_REJECT: '/finx-fc-student/api/v1/job/reject',
    STAFF_JOB_SAVE_PLACEMENT: '/finx-fc-student/api/v1/job/savePlacementBy',
    STAFF_JOB_PLACEMENTS: '/finx-fc-student/api/v1/job/getAllPlacementByDetails',
    STAFF_JOB_ANSWER_TYPES: '/finx-fc-student/api/v1/job/getAnswerType',
    STAFF_JOB_KEY_SKILLS: '/finx-fc-student/api/v1/job/getJobKeySkill',
    STAFF_JOB_CATEGORIES: '/finx-fc-student/api/v1/job/getJobCategories',
    STAFF_JOB_INTERVIEW_STAGES: '/finx-fc-student/api/v1/job/getInterviewStages',
    STAFF_JOB_EXPERIENCE: '/finx-fc-student/api/v1/job/getAllExperience',
    STAFF_JOB_CORPORATES: '/finx-fc-student/api/v1/job/getCorporates',
    STAFF_JOB_SAVE_FEEDBACK: '/finx-fc-student/api/v1/job/saveFeedback',
    STAFF_JOB_RATING_HISTORY: '/finx-fc-student/api/v1/job/ratingHistory',
    STAFF_JOB_SAVE_EXTERNAL_COMMENT: '/finx-fc-student/api/v1/job/saveExternalComment',
    STAFF_JOB_EXTERNAL_COMMENTS: '/finx-fc-student/api/v1/job/externalComments',
    STAFF_JOB_REFER: '/finx-fc-student/api/v1/job/referByEmail',
    STAFF_JOB_SEND_MESSAGE: '/finx-fc-student/api/v1/job/sendMessage',
    STAFF_JOB_MESSAGES: '/finx-fc-student/api/v1/job/messages',
    STAFF_JOB_INTERVIEW_INVITE: '/finx-fc-student/api/v1/job/interviewInvite',
    STAFF_JOB_INTERVIEW_INVITATIONS: '/finx-fc-student/api/v1/job/interviewInvitations',
    STAFF_JOB_COLLEGE_CANDIDATES: '/finx-fc-student/api/v1/job/collegeCandidates',
    STAFF_JOB_COLLEGE_HISTORY: '/finx-fc-student/api/v1/job/collegeApplicationsHistory',
    STAFF_JOB_EXPORT_LINK: '/finx-fc-student/api/v1/job/exportLink',
    STAFF_JOB_EXPORT: '/finx-fc-student/api/v1/job/export',
  },
  clientPaths,
  clientRoutes: {
    jobs: (): string => clientPaths.JOBS,
    job: (jobId: number | string): string => withParam(clientPaths.JOB, 'id', jobId),
    appliedJobs: (): string => clientPaths.APPLIED_JOBS,
    jobList: (): string => clientPaths.JOB_LIST,
    addJob: (): string => clientPaths.ADD_JOB,
    editJob: (jobId: number | string): string => withParam(clientPaths.EDIT_JOB, 'id', jobId),
    jobDetails: (jobId: number | string): string => withParam(clientPaths.JOB_DETAILS, 'id', jobId),
    candidateDetails: (jobId: number | string, applicationId: number | string): string =>
      withParam(withParam(clientPaths.CANDIDATE_DETAILS, 'jobId', jobId), 'applicationId', applicationId),
    candidateList: (): string => clientPaths.CANDIDATE_LIST,
  },
});
