import {
  type EducationLoanReason,
  EducationLoanReasons,
  type EduLoan,
  educationLoanSchema,
  EducationLoanMessage,
  checkLoanComment,
  isLoanStatus,
  LoanStatus,
  ProductId,
  ReasonCode,
  StaffAction,
  type EduLoanListRow,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type {
  EducationLoanRepository,
  LoanListRow,
  LoanRow,
  LoanStatusChange,
} from './education-loan.repository';

const { refuse } = refusalsOf(EducationLoanReasons);

export interface LoanApplicationInput {
  productId: unknown;
  loanAmount: unknown;
  tenureMonths: unknown;
  panNumber: unknown;
}

export interface LoanUpdateInput {
  partyId: number;
  productId: unknown;
  loanStatus: unknown;
  comment: unknown;
  paymentId: unknown;
}

const toEduLoan = (row: LoanRow): EduLoan => ({
  studentPartyID: row.partyId,
  productID: row.productId,
  productName: row.productName,
  loanStatus: row.loanStatus,
  comment: row.comment,
  paymentID: row.paymentId,
  loanAmount: row.loanAmount,
  tenureMonths: row.tenureMonths,
  appliedOn: row.appliedAt?.toISOString() ?? null,
  updatedOn: row.updatedAt.toISOString(),
});

/** What a status update changes, as the audit log keeps it before and after. */
const loanStateOf = (row: Pick<LoanRow, 'loanStatus' | 'comment' | 'paymentId'>) => ({
  loanStatus: row.loanStatus,
  comment: row.comment,
  paymentId: row.paymentId,
});

/** The product a loan is for: the spec's loan is CFX's (`001 §4`), so CFX when none is named. */
const productOf = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return ProductId.CFX;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The CFX education loan (`001 §1`, §4, §7). A learner applies once (again only after a rejection);
 * paying for CFX sets status 3 (checkout's fulfilment); staff move the status with the list update.
 */
export class EducationLoanService {
  constructor(
    private readonly loans: EducationLoanRepository,
    private readonly transaction: RunInTransaction,
    private readonly audit: Pick<AuditService, 'record'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(partyId: number, productId: unknown): Promise<Outcome<EduLoan | null, EducationLoanReason>> {
    const product = productOf(productId);
    if (product === null) return refuse(ReasonCode.NOT_FOUND);
    const row = await this.loans.find(partyId, product);
    return accept(row ? toEduLoan(row) : null);
  }

  async apply(
    partyId: number,
    input: LoanApplicationInput,
  ): Promise<Outcome<EduLoan, EducationLoanReason> | InvalidField> {
    const product = productOf(input.productId);
    // Only CFX carries a loan in the spec; any other product is one this service does not lend for.
    if (product !== ProductId.CFX) return refuse(ReasonCode.NOT_FOUND);
    const checked = await checkSpecRules(educationLoanSchema, {
      loanAmount: input.loanAmount,
      tenureMonths: input.tenureMonths,
      panNumber: input.panNumber,
    });
    if (!checked.ok) return checked;
    const outcome = await this.transaction(async (tx): Promise<Outcome<undefined, EducationLoanReason>> => {
      const existing = await this.loans.find(partyId, product, tx);
      if (existing?.loanStatus === LoanStatus.PAID || (await this.loans.isEnrolled(tx, partyId, product))) {
        return refuse(ReasonCode.LOAN_COURSE_PAID);
      }
      if (existing && existing.loanStatus !== LoanStatus.REJECTED) {
        return refuse(ReasonCode.LOAN_ALREADY_APPLIED);
      }
      await this.loans.saveApplication(tx, {
        partyId,
        productId: product,
        ...checked.value,
        status: LoanStatus.APPLIED,
        at: this.now(),
      });
      return accept();
    });
    if (!outcome.ok) return outcome;
    const saved = await this.loans.find(partyId, product);
    if (!saved) throw new Error('education loan missing right after it was saved');
    return accept(toEduLoan(saved));
  }

  /** Staff: every loan with whose it is, latest change first. */
  async list(filter: { status?: number; page: number; limit: number }): Promise<{
    rows: EduLoanListRow[];
    total: number;
  }> {
    const { rows, total } = await this.loans.list(filter);
    return {
      total,
      rows: rows.map((row: LoanListRow) => ({
        ...toEduLoan(row),
        studentName: `${row.firstName} ${row.lastName}`,
        emailID: row.email,
      })),
    };
  }

  /**
   * Staff: the list update, all rows or none; a row for a learner without a loan refuses the list. Each
   * row's change is written to the staff audit log in the same transaction.
   */
  async update(
    actor: StaffActor,
    rows: readonly LoanUpdateInput[],
  ): Promise<Outcome<undefined, EducationLoanReason> | InvalidField> {
    if (rows.length === 0) return invalidField(EducationLoanMessage.LIST_EMPTY);
    const changes: Omit<LoanStatusChange, 'at'>[] = [];
    for (const row of rows) {
      const productId = productOf(row.productId);
      if (productId === null) return refuse(ReasonCode.NOT_FOUND);
      const status = Number(row.loanStatus);
      if (!isLoanStatus(status)) return invalidField(EducationLoanMessage.STATUS_INVALID);
      const comment = checkLoanComment(row.comment);
      if (!comment.ok) return invalidField(comment.message);
      const paymentId =
        typeof row.paymentId === 'string' && row.paymentId.trim() ? row.paymentId.trim() : null;
      changes.push({ partyId: row.partyId, productId, status, comment: comment.value || null, paymentId });
    }
    const at = this.now();
    return this.transaction(async (tx) => {
      for (const change of changes) {
        const before = await this.loans.find(change.partyId, change.productId, tx);
        // Throwing rolls back the rows already changed; the route answers it as NOT_FOUND.
        if (!before || !(await this.loans.setStatus(tx, { ...change, at }))) throw new LoanNotFound();
        await this.audit.record(tx, actor, {
          action: StaffAction.LOAN_STATUS,
          entityType: 'loan',
          entityId: `${change.partyId}:${change.productId}`,
          before: loanStateOf(before),
          after: loanStateOf({
            loanStatus: change.status,
            comment: change.comment,
            paymentId: change.paymentId,
          }),
        });
      }
      return accept();
    }).catch((error: unknown) => {
      if (error instanceof LoanNotFound) return refuse(ReasonCode.NOT_FOUND);
      throw error;
    });
  }
}

class LoanNotFound extends Error {}
