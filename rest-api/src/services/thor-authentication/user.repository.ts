import { eq, sql } from 'drizzle-orm';
import { ENTRY_MODE_WEB_REGISTRATION, RoleId } from '@finx/domain';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

/** Failed password attempts that lock an account (`000 §8`, SM-12). */
export const MAX_FAILED_LOGINS = 3;

export type UserRecord = typeof users.$inferSelect;

/** A person a social provider vouched for, as the verifier read them from the provider. */
export interface SocialProfile {
  email: string;
  firstName: string;
  lastName: string;
  googleId?: string;
  facebookId?: string;
}

export class UserRepository {
  constructor(private readonly db: Executor) {}

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return user;
  }

  async findByMobile(mobile: string): Promise<UserRecord | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return user;
  }

  /** The account a social id belongs to, or else the account of the e-mail the provider verified. */
  async findForSocial(profile: SocialProfile): Promise<UserRecord | undefined> {
    const byId = profile.googleId
      ? eq(users.googleId, profile.googleId)
      : profile.facebookId
        ? eq(users.facebookId, profile.facebookId)
        : undefined;
    if (byId) {
      const [linked] = await this.db.select().from(users).where(byId).limit(1);
      if (linked) return linked;
    }
    return this.findByEmail(profile.email);
  }

  /**
   * Social registration (`000 §4`): a learner without a password (the current-password flag N), entry
   * mode 4, terms accepted by the sign-up. The e-mail counts as verified: the provider vouched for it.
   */
  async createSocialUser(
    executor: Executor,
    profile: SocialProfile,
    options: { messagingConsent: boolean },
  ): Promise<UserRecord> {
    const now = new Date();
    const [user] = await executor
      .insert(users)
      .values({
        email: profile.email.toLowerCase(),
        firstName: profile.firstName,
        lastName: profile.lastName,
        googleId: profile.googleId ?? null,
        facebookId: profile.facebookId ?? null,
        passwordHash: null,
        entryMode: ENTRY_MODE_WEB_REGISTRATION,
        termsAcceptedAt: now,
        emailVerifiedAt: now,
        messagingConsent: options.messagingConsent,
        roleId: RoleId.LEARNER,
      })
      .returning();
    if (!user) throw new Error('social registration inserted no row');
    return user;
  }

  /** Records the provider's id on an existing account (the spec's "update social details"). */
  async linkSocialIds(executor: Executor, userId: number, profile: SocialProfile): Promise<void> {
    const ids: Partial<Pick<UserRecord, 'googleId' | 'facebookId'>> = {};
    if (profile.googleId) ids.googleId = profile.googleId;
    if (profile.facebookId) ids.facebookId = profile.facebookId;
    if (Object.keys(ids).length === 0) return;
    await executor
      .update(users)
      .set({ ...ids, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /** SM-14 answered Yes: the learner gives consent again. */
  async clearConsentWithdrawal(executor: Executor, userId: number): Promise<void> {
    await executor
      .update(users)
      .set({ consentWithdrawnAt: null, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /**
   * Counts a failed password in one statement, so concurrent attempts cannot both see count 2 and
   * skip the lock. Returns the new status: LOCKED once the limit is reached.
   */
  async recordFailedLogin(userId: number): Promise<UserRecord['status']> {
    const [row] = await this.db
      .update(users)
      .set({
        failedLoginCount: sql`${users.failedLoginCount} + 1`,
        status: sql`case when ${users.status} = 'ACTIVE' and ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}
          then 'LOCKED' else ${users.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.userId, userId))
      .returning({ status: users.status });
    return row?.status ?? 'LOCKED';
  }

  async resetFailedLogins(executor: Executor, userId: number): Promise<void> {
    await executor
      .update(users)
      .set({ failedLoginCount: 0, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }
}
