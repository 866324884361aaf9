import { ProductId } from '../constants';
import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { learningContract } from './learning';
import { sharedContract } from './shared';

/**
 * `001 §7` studentassessment (and scoreupdate): a timed assessment such as FEAT (`001 §1`: 60 minutes).
 * The spec shows no payloads; these are this system's (docs/decisions.md, FEAT as a real assessment).
 */

/** The test's length (`001 §1`: "assessment test fee INR 1000 per test, 60 minutes"). */
export const ASSESSMENT_MINUTES = 60;

export const AttemptStatus = { IN_PROGRESS: 'IN_PROGRESS', SUBMITTED: 'SUBMITTED' } as const;
export type AttemptStatus = (typeof AttemptStatus)[keyof typeof AttemptStatus];

export interface AssessmentOption {
  optionID: number;
  text: string;
}

export interface AssessmentQuestion {
  questionID: number;
  sequence: number;
  text: string;
  options: AssessmentOption[];
}

export interface AssessmentAnswer {
  questionID: number;
  optionID: number;
}

/** The learner's attempt as the server holds it; the questions only while it is in progress. */
export interface AssessmentAttempt {
  attemptID: number;
  productID: number;
  productName: string;
  status: AttemptStatus;
  /** ISO date-times from the server's clock; the countdown is `deadline` minus `serverNow`. */
  startedOn: string;
  deadline: string;
  serverNow: string;
  submittedOn: string | null;
  /** 'LEARNER' (submitted) or 'DEADLINE' (closed by the clock); null while in progress. */
  closedBy: 'LEARNER' | 'DEADLINE' | null;
  totalQuestions: number;
  answeredCount: number;
  /** Percent correct, 0..100; null until submitted. */
  score: number | null;
  correctCount: number | null;
  questions: AssessmentQuestion[];
  answers: AssessmentAnswer[];
}

/** Start (or resume) the learner's attempt at a product they bought. */
export interface AssessmentStartRequest {
  studentPartyID: number | string;
  productID: number;
}

/** One answer; sending another option for the same question replaces it. */
export interface AssessmentAnswerRequest extends AssessmentStartRequest {
  questionID: number;
  optionID: number;
}

/** A node of a report row: a module of the product (lesson progress) or its assessment test. */
export interface CfxReportNode {
  nodeName: string;
  /** Percent: lessons completed in the module, or the test's score. */
  score: number | null;
  nodeStatus: CfxLearningStatus;
  nodeType: 'Module' | 'Assessment';
  /** DD-MM-YYYY, or null before any activity. */
  nodeLastAccessDate: string | null;
}

export const CfxLearningStatus = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  NOT_STARTED: 'Not Started',
} as const;
export type CfxLearningStatus = (typeof CfxLearningStatus)[keyof typeof CfxLearningStatus];

/** `001 §3` Assessment report row: one product of the CFX path the learner holds. */
export interface CfxReportRow {
  studentReportId: number;
  emailid: string;
  learningid: number;
  learningName: string;
  /** The score: the test's for an assessment, else the percent of lessons completed. */
  learningProgress: number | null;
  /** DD-MM-YYYY, or null until completed. */
  learningCompletionDate: string | null;
  learningStatus: CfxLearningStatus;
  learningType: 'Assessment' | 'Course' | 'Video';
  productid: number;
  node: CfxReportNode[];
}

const reasons = reasonsOf({
  ASSESSMENT_TIME_UP:
    'The time for this test is up. Your answers saved before the deadline have been submitted.',
  ASSESSMENT_SUBMITTED:
    'This test has already been submitted. Your score is shown in My Learning and in the pre-requisite table.',
  ASSESSMENT_NOT_STARTED: 'This test has not been started yet. Please start the test first.',
});
const C = { ...sharedContract.reasons.codes, ...learningContract.reasons.codes, ...reasons.codes };

/** The FEAT assessment: starting, answering and submitting an attempt (`001 §7` studentassessment). */
export const AssessmentReasons = [
  C.NOT_FOUND,
  C.NOT_ENROLLED,
  C.ASSESSMENT_NOT_STARTED,
  C.ASSESSMENT_TIME_UP,
  C.ASSESSMENT_SUBMITTED,
  C.VALIDATION_FAILED,
] as const;
export type AssessmentReason = (typeof AssessmentReasons)[number];

const clientPaths = {
  /** Not named by the spec: the timed assessment of a bought product (FEAT), taken and its score. */
  ASSESSMENT: '/assessment/:productId',
  /** `001 §2`: the CFX assessment report, `{id}` the learner's e-mail, `{prodid}` the programme (CFX). */
  CFX_REPORT: '/CfxAssessmentReport/:id?/:prodid?',
  MY_CFX_REPORT: '/MyCfxAssessmentReport/:id?/:prodid?',
} as const;

export const assessmentContract = defineFeatureContract({
  feature: 'assessment',
  reasons,
  refusals: [AssessmentReasons],
  clientPaths,
  clientRoutes: {
    /** The timed assessment of a bought product (FEAT): start, take, and its score. */
    assessment: (productId: number | string): string =>
      withParam(clientPaths.ASSESSMENT, 'productId', productId),
    /** The learner's own CFX assessment report (their e-mail in the address, as the spec's route has it). */
    myCfxReport: (email?: string, productId: number | string = ProductId.CFX): string =>
      email ? `/MyCfxAssessmentReport/${encodeURIComponent(email)}/${productId}` : '/MyCfxAssessmentReport',
    /** Staff: one learner's CFX assessment report; without an e-mail, the look-up. */
    cfxReport: (email?: string, productId: number | string = ProductId.CFX): string =>
      email ? `/CfxAssessmentReport/${encodeURIComponent(email)}/${productId}` : '/CfxAssessmentReport',
  },
});

export const assessmentRestPaths = {
  feature: 'assessment',
  restPaths: {
    /** `001 §7` studentassessment: the learner's attempt at a product (GET), and starting it (POST start). */
    ASSESSMENT: '/finx-fc-student/api/v1/studentassessment',
    ASSESSMENT_START: '/finx-fc-student/api/v1/studentassessment/start',
    /** Not named by the spec: one answer of an attempt in progress, saved as the learner goes. */
    ASSESSMENT_ANSWER: '/finx-fc-student/api/v1/studentassessment/answer',
    /** `001 §7` scoreupdate: submitting the attempt records its score. */
    ASSESSMENT_SCORE_UPDATE: '/finx-fc-student/api/v1/studentassessment/scoreupdate',
    /** `001 §7` CFX assessment report (studentcfxreport/getstudentprogress): query emailid and productid. */
    CFX_REPORT: '/finx-fc-student/api/v1/studentcfxreport/getstudentprogress',
  },
} as const satisfies RestPathTable;
