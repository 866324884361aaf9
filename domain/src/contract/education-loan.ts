import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/**
 * `001 §7` _applyEduLoan / _getEduLoan / _updateEduLoan. The update's row is the spec's (`001 §3`
 * Education loan update); the application's fields are not shown in the spec and are this system's.
 */
export interface EduLoanApplyRequest {
  studentPartyID: number | string;
  productID: number;
  loanAmount: number;
  tenureMonths: number;
  panNumber: string;
}

/** The learner's loan as _getEduLoan answers it (the PAN is never sent back). */
export interface EduLoan {
  studentPartyID: number;
  productID: number;
  productName: string;
  loanStatus: number;
  comment: string | null;
  paymentID: string | null;
  /** Null when the row came from paying for CFX without an application. */
  loanAmount: number | null;
  tenureMonths: number | null;
  appliedOn: string | null;
  updatedOn: string;
}

/** One row of the staff's list update (`001 §3`). */
export interface EduLoanUpdateRow {
  studentPartyID: number | string;
  productID: number;
  loanStatus: number;
  comment?: string | null;
  paymentID?: string | null;
}

/** One row of the staff's loan list (/educationalLoanList): the loan and whose it is. */
export interface EduLoanListRow extends EduLoan {
  studentName: string;
  emailID: string;
}

const reasons = reasonsOf({
  LOAN_ALREADY_APPLIED:
    'You have already applied for an education loan for this course. You can follow its status here.',
  LOAN_COURSE_PAID: 'You have already paid for this course, so it needs no education loan.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Applying for the CFX education loan (`001 §7` _applyEduLoan) and the staff's list update. */
export const EducationLoanReasons = [
  C.LOAN_ALREADY_APPLIED,
  C.LOAN_COURSE_PAID,
  C.NOT_FOUND,
  C.VALIDATION_FAILED,
] as const;
export type EducationLoanReason = (typeof EducationLoanReasons)[number];

const clientPaths = {
  /** Not in the spec (it names no learner screen for the loan): apply and follow the CFX education loan. */
  EDUCATION_LOAN: '/education-loan',
  /** `001 §2` admin: every learner's education loan and its status. */
  EDUCATIONAL_LOAN_LIST: '/educationalLoanList',
} as const;

export const educationLoanContract = defineFeatureContract({
  feature: 'education-loan',
  reasons,
  refusals: [EducationLoanReasons],
  clientPaths,
  clientRoutes: {
    educationLoan: (): string => clientPaths.EDUCATION_LOAN,
  },
});

export const educationLoanRestPaths = {
  feature: 'education-loan',
  restPaths: {
    EDU_LOAN_APPLY: '/finx-fc-student/api/v1/student/_applyEduLoan',
    EDU_LOAN_GET: '/finx-fc-student/api/v1/student/_getEduLoan',
    EDU_LOAN_UPDATE: '/finx-fc-student/api/v1/student/_updateEduLoan',
    /** Not in the spec: the staff's loan list behind /educationalLoanList (issue 13 item 5). */
    EDU_LOAN_LIST: '/finx-fc-student/api/v1/student/_getEduLoanList',
  },
} as const satisfies RestPathTable;
