import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const FAKE_GOOGLE_CLIENT_ID = 'finx-test-client.apps.googleusercontent.com';
export const FAKE_FACEBOOK_APP_ID = '424242';

export interface GoogleTokenOptions {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish (a forged token). */
  forged?: boolean;
}

export interface FacebookUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Issued to another app: the debug endpoint names that app. */
  appId?: string;
  valid?: boolean;
}

export interface FakeSocialProviders {
  /** GOOGLE_* and FACEBOOK_* variables for rest-api pointing at this server. */
  env: Record<string, string>;
  issuer: string;
  googleIdToken(options: GoogleTokenOptions): Promise<string>;
  /** Registers an access token the fake Facebook accepts for this user; returns the token. */
  facebookToken(user: FacebookUser): string;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's ID token issuer (a JWKS endpoint and a signing key) and for Facebook's
 * debug_token and /me endpoints, so social sign-in is tested end to end with real signatures.
 */
export const startFakeSocialProviders = async (): Promise<FakeSocialProviders> => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FacebookUser>();
  let counter = 0;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/certs') return json(200, { keys: [jwk] });
    if (url.pathname === '/facebook/debug_token') {
      const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return json(200, { data: { is_valid: false } });
      return json(200, {
        data: {
          is_valid: user.valid ?? true,
          app_id: user.appId ?? FAKE_FACEBOOK_APP_ID,
          user_id: user.id,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
        },
      });
    }
    if (url.pathname === '/facebook/me') {
      const user = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!user) return json(400, { error: { message: 'Invalid OAuth access token' } });
      return json(200, {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
      });
    }
    return json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/google`;

  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
      FACEBOOK_APP_TOKEN: `${FAKE_FACEBOOK_APP_ID}|app-secret`,
      FACEBOOK_DEBUG_URL: `${base}/facebook/debug_token`,
      FACEBOOK_PROFILE_URL: `${base}/facebook/me`,
    },
    googleIdToken: async (options) => {
      const claims: JWTPayload = {
        email: options.email,
        email_verified: options.emailVerified ?? true,
        given_name: options.givenName,
        family_name: options.familyName,
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? FAKE_GOOGLE_CLIENT_ID)
        .setSubject(options.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
        .sign(options.forged ? forger.privateKey : privateKey);
    },
    facebookToken: (user) => {
      const token = `fb-token-${++counter}-${user.id}`;
      facebookTokens.set(token, user);
      return token;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
