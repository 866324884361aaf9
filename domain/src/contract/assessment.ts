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
