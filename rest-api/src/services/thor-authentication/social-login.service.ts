import { ReasonCode } from '@finx/domain';
import type { Database } from '../../db/database';
import type { LoginFailure, LoginOptions, LoginOutcome, LoginService } from './login.service';
import type { SocialCredential, SocialIdentityVerifier } from './social-identity.verifier';
import type { SocialProfile, UserRecord, UserRepository } from './user.repository';

export interface SocialSignUp extends SocialCredential {
  /** The optional consent to WhatsApp, e-mail and SMS messages (`sendWhatsapp` Y). */
  messagingConsent: boolean;
}

export type SocialRegistration = { ok: true; user: UserRecord; created: boolean } | LoginFailure;

const PG_UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === PG_UNIQUE_VIOLATION || cause?.code === PG_UNIQUE_VIOLATION;
};

/**
 * Social sign-in (`000 §4`): the user is looked up first; if not found, social registration; if found,
 * the social ids are updated; then login proceeds through the same checks as every other login. All of
 * it happens here, behind one verification of the provider's credential, so no half-registered account
 * is left when a later step fails and nobody can attach a social id they did not prove.
 */
export class SocialLoginService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly verifier: SocialIdentityVerifier,
    private readonly logins: LoginService,
  ) {}

  async login(signUp: SocialSignUp, options: LoginOptions = {}): Promise<LoginOutcome> {
    const registered = await this.findOrRegister(signUp);
    if (!registered.ok) return registered;
    return this.logins.signIn(registered.user, options);
  }

  /** `register/finx/social`: registration only; an e-mail that already has an account is refused. */
  async register(signUp: SocialSignUp): Promise<SocialRegistration> {
    const registered = await this.findOrRegister(signUp);
    if (registered.ok && !registered.created) {
      return { ok: false, reasonCode: ReasonCode.EMAIL_ALREADY_REGISTERED };
    }
    return registered;
  }

  private async findOrRegister(signUp: SocialSignUp): Promise<SocialRegistration> {
    const verified = await this.verifier.verify(signUp);
    if (!verified.ok) return verified;
    const profile = verified.profile;
    const existing = await this.users.findForSocial(profile);
    if (existing) return this.link(existing, profile);
    try {
      const user = await this.users.createSocialUser(this.db, profile, {
        messagingConsent: signUp.messagingConsent,
      });
      return { ok: true, user, created: true };
    } catch (error) {
      // Two first sign-ins of one person at once: the other one registered; log in to that account.
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.users.findForSocial(profile);
      if (!raced) throw error;
      return this.link(raced, profile);
    }
  }

  /**
   * An account already linked to a different id of the same provider is not relinked: whoever holds
   * that e-mail at the provider now is not necessarily the person who linked it.
   */
  private async link(user: UserRecord, profile: SocialProfile): Promise<SocialRegistration> {
    const conflict =
      (profile.googleId && user.googleId && user.googleId !== profile.googleId) ||
      (profile.facebookId && user.facebookId && user.facebookId !== profile.facebookId);
    if (conflict) return { ok: false, reasonCode: ReasonCode.SOCIAL_LOGIN_FAILED };
    const changed = (profile.googleId && !user.googleId) || (profile.facebookId && !user.facebookId);
    if (changed) await this.users.linkSocialIds(this.db, user.userId, profile);
    return {
      ok: true,
      created: false,
      user: {
        ...user,
        googleId: profile.googleId ?? user.googleId,
        facebookId: profile.facebookId ?? user.facebookId,
      },
    };
  }
}
