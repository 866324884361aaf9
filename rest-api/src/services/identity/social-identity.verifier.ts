import { type IdentityReason, Pattern, ReasonCode, SocialProvider } from '@finx/domain';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config';
import type { Refusal } from '../../outcome';
import type { SocialProfile } from './identity.repository';

const PROVIDER_TIMEOUT_MS = 5_000;

export type VerifiedSocial = { ok: true; profile: SocialProfile } | Refusal<IdentityReason>;

export interface SocialCredential {
  provider: SocialProvider;
  idToken?: string;
  accessToken?: string;
  /** Names the request carried; used only where the provider shares none. */
  firstName?: string | null;
  lastName?: string | null;
}

const failed = (reasonCode: IdentityReason = ReasonCode.SOCIAL_LOGIN_FAILED): VerifiedSocial => ({
  ok: false,
  reasonCode,
});

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Proves who a social sign-in is for. The REST tier checks the provider's credential itself rather than
 * trusting ids a caller sends: the Google ID token's signature against Google's published keys (JWKS),
 * its issuer, audience (our client id) and expiry; the Facebook access token through the provider's
 * debug endpoint (valid, issued to our app), then the profile it grants. Issuer, JWKS and endpoints are
 * configurable so tests run against a local issuer.
 */
export class SocialIdentityVerifier {
  private readonly googleKeys: JWTVerifyGetKey;

  constructor(
    private readonly config: Config['social'],
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    // jose caches the key set and refetches it when a token names a key it has not seen (key rotation).
    this.googleKeys = createRemoteJWKSet(new URL(config.google.jwksUrl), {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
    });
  }

  async verify(credential: SocialCredential): Promise<VerifiedSocial> {
    return credential.provider === SocialProvider.GOOGLE
      ? this.verifyGoogle(credential)
      : this.verifyFacebook(credential);
  }

  private async verifyGoogle(credential: SocialCredential): Promise<VerifiedSocial> {
    const { clientId, issuer } = this.config.google;
    if (!clientId || !credential.idToken) return failed();
    try {
      const { payload } = await jwtVerify(credential.idToken, this.googleKeys, {
        issuer: [issuer, issuer.replace(/^https:\/\//, '')],
        audience: clientId,
        algorithms: ['RS256', 'ES256'],
      });
      const email = text(payload.email)?.toLowerCase();
      // An address Google has not verified could belong to someone else: it must not open their account.
      if (!email || payload.email_verified !== true || !Pattern.EMAIL.test(email)) {
        return failed(ReasonCode.SOCIAL_EMAIL_MISSING);
      }
      const [first, ...rest] = (text(payload.name) ?? '').split(/\s+/);
      return {
        ok: true,
        profile: {
          email,
          googleId: String(payload.sub),
          firstName: text(payload.given_name) ?? text(credential.firstName) ?? first ?? '',
          lastName: text(payload.family_name) ?? text(credential.lastName) ?? rest.join(' '),
        },
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return failed();
      throw error;
    }
  }

  private async verifyFacebook(credential: SocialCredential): Promise<VerifiedSocial> {
    const { appId, appToken, debugUrl, profileUrl } = this.config.facebook;
    const token = credential.accessToken;
    if (!appId || !token) return failed();
    const debug = await this.getJson(debugUrl, { input_token: token, access_token: appToken ?? '' });
    const data = (debug as { data?: Record<string, unknown> } | null)?.data;
    const expiresAt = typeof data?.expires_at === 'number' ? data.expires_at : 0;
    const valid =
      data?.is_valid === true &&
      String(data.app_id) === appId &&
      (expiresAt === 0 || expiresAt * 1000 > Date.now()) &&
      text(data.user_id) !== undefined;
    if (!valid) return failed();

    const me = (await this.getJson(profileUrl, {
      fields: 'id,email,first_name,last_name',
      access_token: token,
    })) as Record<string, unknown> | null;
    if (!me || String(me.id) !== String(data.user_id)) return failed();
    const email = text(me.email)?.toLowerCase();
    if (!email || !Pattern.EMAIL.test(email)) return failed(ReasonCode.SOCIAL_EMAIL_MISSING);
    return {
      ok: true,
      profile: {
        email,
        facebookId: String(me.id),
        firstName: text(me.first_name) ?? text(credential.firstName) ?? '',
        lastName: text(me.last_name) ?? text(credential.lastName) ?? '',
      },
    };
  }

  /** A provider that is down or answers nonsense is a failed sign-in, never a 500. */
  private async getJson(url: string, query: Record<string, string>): Promise<unknown> {
    const target = new URL(url);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    try {
      const response = await this.fetchImpl(target, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return (await response.json()) as unknown;
    } catch {
      return null;
    }
  }
}
