import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { leadRegisters } from '../../db/schema/registration';
import { uniqueViolation } from '../../db/unique-violation';
import { emailOtps, type Popup, popupAnswers } from './registration.schema';

export type EmailOtpRow = typeof emailOtps.$inferSelect;
export type LeadRegisterRow = typeof leadRegisters.$inferSelect;

/** The student service's account calls: e-mail OTPs, pop-up answers, a social account's mobile, leads. */
export class StudentAccountRepository {
  constructor(private readonly db: Database) {}

  /** A newer code retires the open ones, in one statement batch, so exactly one code is open. */
  async issueEmailOtp(row: Pick<EmailOtpRow, 'id' | 'userId' | 'email' | 'codeHash' | 'expiresAt'>) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailOtps)
        .set({ closedAt: new Date() })
        .where(and(eq(emailOtps.userId, row.userId), isNull(emailOtps.closedAt)));
      await tx.insert(emailOtps).values(row);
    });
  }

  async latestOpenEmailOtp(userId: number): Promise<EmailOtpRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailOtps)
      .where(and(eq(emailOtps.userId, userId), isNull(emailOtps.closedAt)))
      .orderBy(desc(emailOtps.createdAt))
      .limit(1);
    return row;
  }

  /** Counts a wrong code; answers the running count. */
  async recordEmailOtpFailure(id: string): Promise<number> {
    const [row] = await this.db
      .update(emailOtps)
      .set({ failedAttempts: sql`${emailOtps.failedAttempts} + 1` })
      .where(eq(emailOtps.id, id))
      .returning({ count: emailOtps.failedAttempts });
    return row?.count ?? 0;
  }

  /**
   * Spends a right code and stamps the address verified, once: a second spend of the same code finds it
   * closed. The address must still be the account's (it may have changed since the code was sent).
   */
  async spendEmailOtp(otp: EmailOtpRow, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(emailOtps)
        .set({ closedAt: now })
        .where(and(eq(emailOtps.id, otp.id), isNull(emailOtps.closedAt)))
        .returning({ id: emailOtps.id });
      if (spent.length === 0) return false;
      const verified = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
        .where(and(eq(users.userId, otp.userId), eq(users.email, otp.email)))
        .returning({ id: users.userId });
      return verified.length === 1;
    });
  }

  /**
   * Saves the mobile of an account that has none; 'has-mobile' when it has one by now. Another account
   * holding the number throws (the unique index decides a race: `isDuplicate`).
   */
  async saveMissingMobile(tx: Executor, userId: number, mobile: string): Promise<'saved' | 'has-mobile'> {
    const rows = await tx
      .update(users)
      .set({ mobile, updatedAt: new Date() })
      .where(and(eq(users.userId, userId), isNull(users.mobile)))
      .returning({ id: users.userId });
    return rows.length === 1 ? 'saved' : 'has-mobile';
  }

  /** Whether `error` is the unique index on mobile refusing a number another account holds. */
  isDuplicate(error: unknown): boolean {
    return uniqueViolation(error) !== null;
  }

  async popupAnswer(userId: number, popup: Popup): Promise<{ answer: string; answeredAt: Date } | undefined> {
    const [row] = await this.db
      .select({ answer: popupAnswers.answer, answeredAt: popupAnswers.answeredAt })
      .from(popupAnswers)
      .where(and(eq(popupAnswers.userId, userId), eq(popupAnswers.popup, popup)))
      .limit(1);
    return row;
  }

  /** The newest answer replaces the last one (Later, then Never). */
  async savePopupAnswer(userId: number, popup: Popup, answer: string, now: Date): Promise<void> {
    await this.db
      .insert(popupAnswers)
      .values({ userId, popup, answer, answeredAt: now })
      .onConflictDoUpdate({
        target: [popupAnswers.userId, popupAnswers.popup],
        set: { answer, answeredAt: now },
      });
  }

  /** Asked once: a second answer is not recorded (false). */
  async savePopupAnswerOnce(userId: number, popup: Popup, answer: string): Promise<boolean> {
    const rows = await this.db
      .insert(popupAnswers)
      .values({ userId, popup, answer })
      .onConflictDoNothing()
      .returning({ userId: popupAnswers.userId });
    return rows.length === 1;
  }

  async leadRegisterOf(userId: number): Promise<LeadRegisterRow | undefined> {
    const [row] = await this.db.select().from(leadRegisters).where(eq(leadRegisters.userId, userId)).limit(1);
    return row;
  }

  /** An active product by id, or by its exact name in any case (an entry link's `proId` or `pro`). */
  async activeProduct(
    by: { id: number } | { name: string },
  ): Promise<{ productId: number; name: string; type: string } | undefined> {
    const [row] = await this.db
      .select({ productId: products.productId, name: products.name, type: products.type })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          'id' in by
            ? eq(products.productId, by.id)
            : sql`lower(${products.name}) = ${by.name.toLowerCase()}`,
        ),
      )
      .orderBy(products.productId)
      .limit(1);
    return row;
  }
}
