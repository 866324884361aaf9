import { consentContract } from './consent';
import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

/**
 * The jobs feature: its REST paths, screens and refusals, for its three parts, whose payloads are in
 * their own files: the learner side (search, apply, applied jobs, interviews) in jobs-learner.ts, the
 * staff's job administration in jobs-admin.ts, and the staff extras (ratings, comments, referrals,
 * messages, invitations) in staff-candidate-extras.ts.
 */
export * from './jobs-admin';
export * from './jobs-admin-history';
export * from './jobs-learner';
export * from './jobs-staff-candidate-extras';

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
export const StaffCandidateExtrasReasons = [
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
export type StaffCandidateExtrasReason = (typeof StaffCandidateExtrasReasons)[number];

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
  /**
   * One job's reports (`001 §7` courseStage, rating report, applicant count history, update recommended
   * course), admin or ops as the calls are: /jobDetails is ops only, so admin reaches them from the form.
   */
  JOB_REPORTS: '/job-reports/:id',
  CANDIDATE_DETAILS: '/candidate-details/:jobId/:applicationId',
  /** Without ids: every job's candidates (the admin sidebar of `001 §2` screen 11 links it bare). */
  CANDIDATE_LIST: '/candidate-details',
} as const;

export const jobsContract = defineFeatureContract({
  feature: 'jobs',
  reasons,
  refusals: [JobsReasons, JobsAdminReasons, StaffCandidateExtrasReasons, InterviewRsvpReasons],
  clientPaths,
  clientRoutes: {
    jobs: (): string => clientPaths.JOBS,
    job: (jobId: number | string): string => withParam(clientPaths.JOB, 'id', jobId),
    appliedJobs: (): string => clientPaths.APPLIED_JOBS,
    jobList: (): string => clientPaths.JOB_LIST,
    addJob: (): string => clientPaths.ADD_JOB,
    editJob: (jobId: number | string): string => withParam(clientPaths.EDIT_JOB, 'id', jobId),
    jobDetails: (jobId: number | string): string => withParam(clientPaths.JOB_DETAILS, 'id', jobId),
    jobReports: (jobId: number | string): string => withParam(clientPaths.JOB_REPORTS, 'id', jobId),
    candidateDetails: (jobId: number | string, applicationId: number | string): string =>
      withParam(withParam(clientPaths.CANDIDATE_DETAILS, 'jobId', jobId), 'applicationId', applicationId),
    candidateList: (): string => clientPaths.CANDIDATE_LIST,
  },
});

export const jobsRestPaths = {
  feature: 'jobs',
  restPaths: {
    /**
     * `001 §7` Party and jobs, the learner side: search (jobs), matches to the profile's skills
     * (jobsfromskills), one job (jobs/details: not named by the spec), similar jobs, the questionnaire,
     * applying, the applied list, lookups and tracking. Query and body fields: jobs-learner.ts.
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
    /** `001 §7` Admin StudentEnquiry: the learners' course enquiries (course/apply), newest first (staff). */
    STUDENT_ENQUIRY: '/finx-fc-admin/api/v1/StudentEnquiry',
    /**
     * `001 §7` Job administration, staff alone (ADMIN, OPS). Fields: jobs-admin.ts and
     * staff-candidate-extras.ts. `list` is not named by the spec: the staff's paged list of jobs.
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
    /** `001 §7` Job administration, named without behaviour (jobs-admin-history.ts; rest-contract.md). */
    STAFF_JOB_COURSE_STAGE: '/finx-fc-student/api/v1/job/courseStage',
    STAFF_JOB_STATUS_HISTORY: '/finx-fc-student/api/v1/job/statusHistory',
    STAFF_JOB_PLACEMENT_HISTORY: '/finx-fc-student/api/v1/job/placementHistory',
    STAFF_JOB_RATING_REPORT: '/finx-fc-student/api/v1/job/ratingReport',
    STAFF_JOB_RESUME_RATING_LINK: '/finx-fc-student/api/v1/job/videoResumeRatingLink',
    STAFF_JOB_APPLICANT_COUNT_HISTORY: '/finx-fc-student/api/v1/job/applicantCountHistory',
    STAFF_JOB_ACTIVE_EMPLOYEES: '/finx-fc-student/api/v1/job/activeEmployees',
    STAFF_JOB_UPDATE_RECOMMENDED_COURSE: '/finx-fc-student/api/v1/job/updateRecommendedCourse',
  },
} as const satisfies RestPathTable;
