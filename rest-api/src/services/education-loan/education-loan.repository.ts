import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { educationLoans } from '../../db/schema/education-loan';
import { users } from '../../db/schema/identity';

export type LoanRow = typeof educationLoans.$inferSelect & { productName: string };

export interface LoanApplication {
  partyId: number;
  productId: number;
  loanAmount: number;
  tenureMonths: number;
  panNumber: string;
  status: number;
  at: Date;
}

export interface LoanStatusChange {
  partyId: number;
  productId: number;
  status: number;
  comment: string | null;
  paymentId: string | null;
  at: Date;
}

export type LoanListRow = LoanRow & { firstName: string; lastName: string; email: string };

/** The education_loans table: a learner's application and the status staff or a payment gave it. */
export class EducationLoanRepository {
  constructor(private readonly db: Database) {}

  async find(partyId: number, productId: number, tx: Executor = this.db): Promise<LoanRow | null> {
    const [row] = await tx
      .select({ loan: educationLoans, productName: products.name })
      .from(educationLoans)
      .innerJoin(products, eq(products.productId, educationLoans.productId))
      .where(and(eq(educationLoans.partyId, partyId), eq(educationLoans.productId, productId)));
    return row ? { ...row.loan, productName: row.productName } : null;
  }

  /** Staff: every loan, latest change first, optionally of one status. */
  async list(filter: { status?: number; page: number; limit: number }): Promise<{
    rows: LoanListRow[];
    total: number;
  }> {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(educationLoans.loanStatus, filter.status));
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(educationLoans).where(where);
    const rows = await this.db
      .select({
        loan: educationLoans,
        productName: products.name,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(educationLoans)
      .innerJoin(products, eq(products.productId, educationLoans.productId))
      .innerJoin(users, eq(users.partyId, educationLoans.partyId))
      .where(where)
      .orderBy(desc(educationLoans.updatedAt), desc(educationLoans.partyId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return {
      rows: rows.map(({ loan, ...rest }) => ({ ...loan, ...rest })),
      total: total?.n ?? 0,
    };
  }

  async productExists(productId: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .select({ productId: products.productId })
      .from(products)
      .where(eq(products.productId, productId));
    return rows.length > 0;
  }

  async isEnrolled(tx: Executor, partyId: number, productId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: enrolments.partyId })
      .from(enrolments)
      .where(and(eq(enrolments.partyId, partyId), eq(enrolments.productId, productId)))
      .limit(1);
    return rows.length > 0;
  }

  /** A new application, or a fresh one over a rejected application (its comment and payment cleared). */
  async saveApplication(tx: Executor, application: LoanApplication): Promise<void> {
    const values = {
      loanStatus: application.status,
      loanAmount: application.loanAmount,
      tenureMonths: application.tenureMonths,
      panNumber: application.panNumber,
      comment: null,
      paymentId: null,
      appliedAt: application.at,
      updatedAt: application.at,
    };
    await tx
      .insert(educationLoans)
      .values({ partyId: application.partyId, productId: application.productId, ...values })
      .onConflictDoUpdate({ target: [educationLoans.partyId, educationLoans.productId], set: values });
  }

  /** Changes an existing loan's status; false when the learner has no loan for that product. */
  async setStatus(tx: Executor, change: LoanStatusChange): Promise<boolean> {
    const rows = await tx
      .update(educationLoans)
      .set({
        loanStatus: change.status,
        comment: change.comment,
        paymentId: change.paymentId,
        updatedAt: change.at,
      })
      .where(and(eq(educationLoans.partyId, change.partyId), eq(educationLoans.productId, change.productId)))
      .returning({ partyId: educationLoans.partyId });
    return rows.length > 0;
  }
}
