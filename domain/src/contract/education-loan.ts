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
