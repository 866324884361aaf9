import {
  ENTRY_MODE_WEB_REGISTRATION,
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  type LeadRegister,
} from '@finx/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { orders } from '../../db/schema/checkout';
import { type UserStatus, users } from '../../db/schema/identity';
import { leadRegisters } from '../../db/schema/registration';
import { emailVerifications, instituteDetails } from './registration.schema';
import { uniqueViolation } from '../../db/unique-violation';
import type { AccountRecord } from '../identity/account.repository';

export interface NewAccount {
  mobile: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  status: UserStatus;
  messagingConsent: boolean;
}

export type EmailVerification = typeof emailVerifications.$inferSelect;

/** Registration's tables: new accounts, lead registers, e-mail verifications and institute details. */
export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  /** An order still Initiated: the payment the learner started has not been made (FC-04). */
  async hasPendingPayment(partyId: number): Promise<boolean> {
    const rows = await this.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.partyId, partyId), eq(orders.paymentStatus, 'Initiated')))
      .limit(1);
    return rows.length > 0;
  }

  /** A web registration (entry mode 4) without a password: learners sign in by mobile OTP or set one later. */
  async createAccount(tx: Executor, account: NewAccount): Promise<AccountRecord> {
    const [user] = await tx
      .insert(users)
      .values({
        ...account,
        passwordHash: null,
        entryMode: ENTRY_MODE_WEB_REGISTRATION,
        termsAcceptedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('registration inserted no user');
    return user;
  }

  /**
   * Which unique column an insert collided with, when `error` is such a collision: someone registered
   * the same number or address between the checks and the insert. Null for any other error.
   */
  duplicateOf(error: unknown): 'mobile' | 'email' | null {
    const constraint = uniqueViolation(error);
    if (constraint === null) return null;
    return constraint.includes('mobile') ? 'mobile' : 'email';
  }

  async saveLeadRegister(tx: Executor, userId: number, lead: LeadRegister): Promise<void> {
    await tx.insert(leadRegisters).values({
      userId,
      client: lead.client,
      college: lead.college,
      product: lead.product,
      location: lead.location,
      reference: lead.reference,
      source: lead.source,
      medium: lead.medium,
      term: lead.term,
      camp: lead.camp,
      sourceUrl: lead.sourceUrl,
      encryptedSourceUrl: lead.encryptedSourceUrl,
      productType: lead.productType,
      productId: lead.productID,
    });
  }

  /** The lead fields given (the rest as they were, none on a first save); the record as it now stands. */
  async upsertLeadRegister(
    tx: Executor,
    userId: number,
    change: Partial<typeof leadRegisters.$inferInsert>,
  ): Promise<typeof leadRegisters.$inferSelect> {
    const [row] = await tx
      .insert(leadRegisters)
      .values({ ...change, userId })
      .onConflictDoUpdate({ target: leadRegisters.userId, set: change })
      .returning();
    if (!row) throw new Error('lead_registers upsert returned no row');
    return row;
  }

  /** An account's ids and role, by user id or by party id. */
  async account(
    key: { userId: number } | { partyId: number },
  ): Promise<{ userId: number; partyId: number; roleId: number } | undefined> {
    const [row] = await this.db
      .select({ userId: users.userId, partyId: users.partyId, roleId: users.roleId })
      .from(users)
      .where('userId' in key ? eq(users.userId, key.userId) : eq(users.partyId, key.partyId))
      .limit(1);
    return row;
  }

  async leadRegisterOf(userId: number): Promise<typeof leadRegisters.$inferSelect | undefined> {
    const [row] = await this.db.select().from(leadRegisters).where(eq(leadRegisters.userId, userId)).limit(1);
    return row;
  }

  async createEmailVerification(tx: Executor, userId: number, eid: string, expiresAt: Date): Promise<void> {
    await tx.insert(emailVerifications).values({ eid, userId, expiresAt });
  }

  async emailVerification(ex: Executor, eid: string): Promise<EmailVerification | undefined> {
    const [row] = await ex.select().from(emailVerifications).where(eq(emailVerifications.eid, eid)).limit(1);
    return row;
  }

  /** Spends the link and stamps the account's e-mail verified (the first verification stays). */
  async markEmailVerified(ex: Executor, link: EmailVerification, now: Date): Promise<void> {
    await ex.update(emailVerifications).set({ verifiedAt: now }).where(eq(emailVerifications.eid, link.eid));
    await ex
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.userId, link.userId));
  }

  async hasInstituteDetails(userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: instituteDetails.studentId })
      .from(instituteDetails)
      .where(eq(instituteDetails.studentId, userId))
      .limit(1);
    return rows.length > 0;
  }

  /** False when details were saved already (one record per student). */
  async saveInstituteDetails(userId: number, certiNumber: string, batchNumber: string): Promise<boolean> {
    const rows = await this.db
      .insert(instituteDetails)
      .values({
        studentId: userId,
        qualificationCertificateId: INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
        certiNumber,
        batchNumber,
      })
      .onConflictDoNothing()
      .returning({ id: instituteDetails.studentId });
    return rows.length === 1;
  }
}
