import { number, object, string } from 'yup';
import { LoanStatusLabel } from '../constants';
import { checkInput, type InputCheck } from './input-check';
import { formatIndianInteger } from '../money';

/**
 * The education loan application (`001 §1`: learners may apply for an education loan). The spec shows
 * no fields; these are this system's (docs/decisions.md): whole rupees within bounds, a tenure from a
 * fixed list, and the learner's PAN (a sensitive field of `001 §3`).
 */
export const LOAN_AMOUNT_MIN = 10_000;
export const LOAN_AMOUNT_MAX = 10_00_000;
export const LOAN_TENURES = [6, 12, 18, 24, 36] as const;
/** Five letters, four digits, a letter: the Indian PAN format. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const LOAN_COMMENT_MAX = 500;

const rupees = (amount: number): string => formatIndianInteger(amount);

export const EducationLoanMessage = {
  AMOUNT_REQUIRED: 'Please enter the loan amount',
  AMOUNT_WHOLE: 'Please enter the amount in whole rupees',
  AMOUNT_RANGE: `The loan amount must be between ₹${rupees(LOAN_AMOUNT_MIN)} and ₹${rupees(LOAN_AMOUNT_MAX)}`,
  TENURE_REQUIRED: 'Please choose a tenure',
  TENURE_INVALID: `Please choose a tenure of ${LOAN_TENURES.join(', ')} months`,
  PAN_REQUIRED: 'Please enter your PAN',
  PAN_INVALID: 'Please enter a valid PAN (for example ABCDE1234F)',
  STATUS_INVALID: `The status must be one of ${Object.keys(LoanStatusLabel).join(', ')}`,
  LIST_EMPTY: 'Send at least one loan to update',
  COMMENT_TOO_LONG: `At most ${LOAN_COMMENT_MAX} characters`,
} as const;
const M = EducationLoanMessage;

export const loanAmountField = number()
  .typeError(M.AMOUNT_REQUIRED)
  .required(M.AMOUNT_REQUIRED)
  .integer(M.AMOUNT_WHOLE)
  .min(LOAN_AMOUNT_MIN, M.AMOUNT_RANGE)
  .max(LOAN_AMOUNT_MAX, M.AMOUNT_RANGE);

export const loanTenureField = number()
  .typeError(M.TENURE_REQUIRED)
  .required(M.TENURE_REQUIRED)
  .oneOf([...LOAN_TENURES], M.TENURE_INVALID);

export const panNumberField = string()
  .trim()
  .uppercase()
  .required(M.PAN_REQUIRED)
  .matches(PAN_PATTERN, M.PAN_INVALID);

export const loanCommentField = string().defined().trim().max(LOAN_COMMENT_MAX, M.COMMENT_TOO_LONG);

/** The apply form, as the applyEducationLoan mutation names its fields. */
export const educationLoanSchema = object({
  loanAmount: loanAmountField,
  tenureMonths: loanTenureField,
  panNumber: panNumberField,
});
export interface EducationLoanValues {
  loanAmount: number;
  tenureMonths: number;
  panNumber: string;
}

export const checkLoanAmount = (value: unknown): InputCheck<number> => checkInput(loanAmountField, value);
export const checkLoanTenure = (value: unknown): InputCheck<number> => checkInput(loanTenureField, value);
export const checkPanNumber = (value: unknown): InputCheck<string> => checkInput(panNumberField, value);
/** A staff comment; absent means none. */
export const checkLoanComment = (value: unknown): InputCheck<string> =>
  checkInput(loanCommentField, value ?? '');
