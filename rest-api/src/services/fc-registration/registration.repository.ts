import { ENTRY_MODE_WEB_REGISTRATION, type LeadRegister } from '@finx/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  emailVerifications,
  instituteDetails,
  leadRegisters,
  orders,
  type UserStatus,
  users,
} from '../../db/schema';

export type RegisteredUser = typeof users.$inferSelect;

export interface NewAccount {
  mobile: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  status: UserStatus;
  messagingConsent: boolean;
}

/** Persistence of registration: accounts, lead registers, e-mail verifications and institute details. */
export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  async findByMobile(mobile: string): Promise<RegisteredUser | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return user;
  }

  async emailTaken(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.userId })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return rows.length > 0;
  }

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
  async createAccount(tx: Executor, account: NewAccount): Promise<RegisteredUser> {
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

  async leadRegisterOf(userId: number): Promise<typeof leadRegisters.$inferSelect | undefined> {
    const [row] = await this.db.select().from(leadRegisters).where(eq(leadRegisters.userId, userId)).limit(1);
    return row;
  }

  async createEmailVerification(tx: Executor, userId: number, eid: string, expiresAt: Date): Promise<void> {
    await tx.insert(emailVerifications).values({ eid, userId, expiresAt });
  }

  /** Marks the e-mail verified; says whether the link was unknown or expired, or had been used already. */
  async verifyEmail(eid: string, now: Date): Promise<'verified' | 'already' | 'invalid'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.eid, eid))
        .limit(1);
      if (!row) return 'invalid';
      if (row.verifiedAt) return 'already';
      if (row.expiresAt.getTime() <= now.getTime()) return 'invalid';
      await tx.update(emailVerifications).set({ verifiedAt: now }).where(eq(emailVerifications.eid, eid));
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
        .where(eq(users.userId, row.userId));
      return 'verified';
    });
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
      .values({ studentId: userId, qualificationCertificateId: 4, certiNumber, batchNumber })
      .onConflictDoNothing()
      .returning({ id: instituteDetails.studentId });
    return rows.length === 1;
  }

  async userById(userId: number): Promise<RegisteredUser | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.userId, userId)).limit(1);
    return user;
  }
}
