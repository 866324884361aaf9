import {
  checkLoanAmount,
  checkLoanTenure,
  checkPanNumber,
  type EduLoan,
  type EduLoanApplyRequest,
  type EduLoanListRow,
  type EduLoanUpdateRow,
  isLoanStatus,
  LoanStatusLabel,
  ProductId,
  RestPath,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { partyIdOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { done, failed, refusalOf, ruleError } from '../shared/user-errors';
import { APPLY_FIELDS, applyPath, UPDATE_FIELDS } from './education-loan.errors';
import type {
  ApplyEducationLoanInput,
  EducationLoan,
  EducationLoanPayload,
  EducationLoanUpdateInput,
  StaffEducationLoanPage,
} from './education-loan.types';
import { listOf } from '../shared/envelope';

const toLoan = (loan: EduLoan): EducationLoan => ({
  id: `EducationLoan:${loan.studentPartyID}:${loan.productID}`,
  productId: loan.productID,
  productName: loan.productName,
  status: loan.loanStatus,
  statusLabel: isLoanStatus(loan.loanStatus) ? LoanStatusLabel[loan.loanStatus] : `Status ${loan.loanStatus}`,
  comment: loan.comment,
  paymentId: loan.paymentID,
  loanAmount: loan.loanAmount,
  tenureMonths: loan.tenureMonths,
  appliedOn: loan.appliedOn,
  updatedOn: loan.updatedOn,
});

/** `001 §7` _applyEduLoan, _getEduLoan and _updateEduLoan, for the signed-in learner (or staff). */
export class EducationLoanSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async mine(): Promise<EducationLoan | null> {
    const envelope = await this.upstream.request<EduLoan | null>({
      method: 'GET',
      path: RestPath.EDU_LOAN_GET,
      query: { partyID: partyIdOf(this.session), productID: ProductId.CFX },
      auth: 'user',
    });
    return envelope.responseObject ? toLoan(envelope.responseObject) : null;
  }

  /** The shared rules first, each on its field; then the service, which applies them again. */
  async apply(input: ApplyEducationLoanInput): Promise<EducationLoanPayload> {
    const amount = checkLoanAmount(input.loanAmount);
    const tenure = checkLoanTenure(input.tenureMonths);
    const pan = checkPanNumber(input.panNumber);
    const userErrors: UserError[] = [];
    if (!amount.ok) userErrors.push(ruleError(applyPath('loanAmount'), amount.message));
    if (!tenure.ok) userErrors.push(ruleError(applyPath('tenureMonths'), tenure.message));
    if (!pan.ok) userErrors.push(ruleError(applyPath('panNumber'), pan.message));
    if (!amount.ok || !tenure.ok || !pan.ok) return { loan: null, userErrors };
    const body: EduLoanApplyRequest = {
      studentPartyID: partyIdOf(this.session),
      productID: ProductId.CFX,
      loanAmount: amount.value,
      tenureMonths: tenure.value,
      panNumber: pan.value,
    };
    const result = await this.upstream.call<EduLoan>({
      method: 'POST',
      path: RestPath.EDU_LOAN_APPLY,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { loan: null, userErrors: [refusalOf(APPLY_FIELDS, result)] };
    const loan = result.envelope.responseObject;
    return { loan: loan ? toLoan(loan) : null, userErrors: [] };
  }

  /** Staff: every loan, latest change first; a status left empty is not sent. */
  async staffList(args: {
    status: number | null;
    page: number;
    limit: number;
  }): Promise<StaffEducationLoanPage> {
    const query: Record<string, number> = { page: args.page, limit: args.limit };
    if (args.status !== null) query.loanStatus = args.status;
    const envelope = await this.upstream.request<EduLoanListRow[], EduLoanListRow>({
      method: 'GET',
      path: RestPath.EDU_LOAN_LIST,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map((row) => ({
        id: `StaffEducationLoan:${row.studentPartyID}:${row.productID}`,
        partyId: row.studentPartyID,
        studentName: row.studentName,
        email: row.emailID,
        loan: toLoan(row),
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  async update(rows: readonly EducationLoanUpdateInput[]): Promise<ActionPayload> {
    const body: EduLoanUpdateRow[] = rows.map((row) => ({
      studentPartyID: row.partyId,
      productID: row.productId ?? ProductId.CFX,
      loanStatus: row.status,
      comment: row.comment ?? null,
      paymentID: row.paymentId ?? null,
    }));
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.EDU_LOAN_UPDATE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, UPDATE_FIELDS);
  }
}
