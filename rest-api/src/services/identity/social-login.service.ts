import { type IdentityReason, IdentityReasons, ReasonCode } from '@finx/domain';
import { type Refusal, refusalsOf } from '../../outcome';
import type { AccountRecord } from './account.repository';
import type { IdentityRepository, SocialProfile } from './identity.repository';
import type { LoginOptions, LoginOutcome, LoginService } from './login.service';
import type { SocialCredential, SocialIdentityVerifier } from './social-identity.verifier';

const { refuse } = refusalsOf(IdentityReasons);

export interface SocialSignUp extends SocialCredential {
  /** The optional consent to WhatsApp, e-mail and SMS messages (`sendWhatsapp` Y). */
  messagingConsent: boolean;
}

export type SocialRegistration =
  { ok: true; user: AccountRecord; created: boolean } | Refusal<IdentityReason>;

/**
 * Social sign-in (`000 §4`): the user is looked up first; if not found, social registration; if found,
 * the social ids are updated; then login proceeds through the same checks as every other login. All of
 * it happens here, behind one verification of the provider's credential, so no half-registered account
 * is left when a later step fails and nobody can attach a social id they did not prove.
 */
export class SocialLoginService {
  constructor(
    private readonly identity: IdentityRepository,
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
    if (registered.ok && !registered.created) return refuse(ReasonCode.EMAIL_ALREADY_REGISTERED);
    return registered;
  }

  private async findOrRegister(signUp: SocialSignUp): Promise<SocialRegistration> {
    const verified = await this.verifier.verify(signUp);
    if (!verified.ok) return verified;
    const profile = verified.profile;
    const existing = await this.identity.findForSocial(profile);
    if (existing) return this.link(existing, profile);
    const user = await this.identity.createSocialUser(profile, { messagingConsent: signUp.messagingConsent });
    if (user) return { ok: true, user, created: true };
    // Two first sign-ins of one person at once: the other one registered; log in to that account.
    const raced = await this.identity.findForSocial(profile);
    if (!raced) throw new Error('social registration raced, yet no account has the profile');
    return this.link(raced, profile);
  }

  /**
   * An account already linked to a different id of the same provider is not relinked: whoever holds
   * that e-mail at the provider now is not necessarily the person who linked it.
   */
  private async link(user: AccountRecord, profile: SocialProfile): Promise<SocialRegistration> {
    const conflict =
      (profile.googleId && user.googleId && user.googleId !== profile.googleId) ||
      (profile.facebookId && user.facebookId && user.facebookId !== profile.facebookId);
    if (conflict) return refuse(ReasonCode.SOCIAL_LOGIN_FAILED);
    const ids: Pick<SocialProfile, 'googleId' | 'facebookId'> = {};
    if (profile.googleId && !user.googleId) ids.googleId = profile.googleId;
    if (profile.facebookId && !user.facebookId) ids.facebookId = profile.facebookId;
    if (ids.googleId || ids.facebookId) await this.identity.linkSocialIds(user.userId, ids);
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
