import { ENTRY_MODE_WEB_REGISTRATION, RoleId } from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { loginLocks, users } from '../../db/schema/identity';
import { uniqueViolation } from '../../db/unique-violation';
import type { AccountRecord } from './account.repository';

/** A person a social provider vouched for, as the verifier read them from the provider. */
export interface SocialProfile {
  email: string;
  firstName: string;
  lastName: string;
  googleId?: string;
  facebookId?: string;
}

/** What sign-in writes to an account: failed attempts, reactivated consent, social ids and sign-ups. */
export class IdentityRepository {
  constructor(private readonly db: Database) {}

  /** The account a social id belongs to, or else the account of the e-mail the provider verified. */
  async findForSocial(profile: SocialProfile): Promise<AccountRecord | undefined> {
    const byId = profile.googleId
      ? eq(users.googleId, profile.googleId)
      : profile.facebookId
        ? eq(users.facebookId, profile.facebookId)
        : undefined;
    if (byId) {
      const [linked] = await this.db.select().from(users).where(byId).limit(1);
      if (linked) return linked;
    }
    const [byEmail] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, profile.email.toLowerCase()))
      .limit(1);
    return byEmail;
  }

  /**
   * Social registration (`000 §4`): a learner without a password (the current-password flag N), entry
   * mode 4, terms accepted by the sign-up, the e-mail verified by the provider. Null when the e-mail or
   * social id was registered meanwhile (two first sign-ins of one person at once).
   */
  async createSocialUser(
    profile: SocialProfile,
    options: { messagingConsent: boolean },
  ): Promise<AccountRecord | null> {
    const now = new Date();
    try {
      const [user] = await this.db
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
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      return null;
    }
  }

  /** Records the provider's ids on an existing account (the spec's "update social details"). */
  async linkSocialIds(userId: number, ids: Pick<SocialProfile, 'googleId' | 'facebookId'>): Promise<void> {
    await this.db
      .update(users)
      .set({ ...ids, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /** SM-14 answered Yes: the learner gives consent again. */
  async clearConsentWithdrawal(ex: Executor, userId: number): Promise<void> {
    await ex
      .update(users)
      .set({ consentWithdrawnAt: null, updatedAt: new Date() })
      .where(eq(users.userId, userId));
  }

  /**
   * An OTP or social sign-in, a completed password reset or a member of staff: every SM-12 lock of the
   * account ends now, from every address (issue 25), and so does an account-wide lock of before it.
   * Other statuses (suspended, inactive) are not the lock's to change.
   */
  async liftLock(userId: number, ex: Executor = this.db): Promise<void> {
    await ex.delete(loginLocks).where(eq(loginLocks.userId, userId));
    await ex
      .update(users)
      .set({ status: 'ACTIVE', failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
      .where(and(eq(users.userId, userId), eq(users.status, 'LOCKED')));
  }
}
