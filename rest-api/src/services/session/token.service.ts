import { createHmac, createSecretKey, type KeyObject, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenClaims } from '@finx/domain';

const ISSUER = 'finx-rest-api';
export const ANONYMOUS_SUBJECT = 'anonymous';

/** The protected header of every token, encoded once: `{"alg":"HS256","typ":"JWT"}` as jose wrote it. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface UserTokenClaims {
  email: string;
  roleId: number;
  partyId: number;
  userId: number;
  sessionId: string;
}

export type VerifiedToken = TokenClaims & { jti: string; exp: number; iat: number };

const parseJson = (segment: string): unknown => {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Signs and checks the platform's JWTs: compact JWS, HS256, the same bytes jose wrote before. The HMAC
 * runs in node:crypto on a KeyObject made once; jose's WebCrypto path cost about ten times as much per
 * call. The token says who; the session says whether still.
 */
export class TokenService {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  signAnonymous(): Promise<string> {
    return Promise.resolve(this.sign({ sub: ANONYMOUS_SUBJECT, roleId: 0 }));
  }

  signUser(claims: UserTokenClaims): Promise<string> {
    return Promise.resolve(
      this.sign({
        sub: claims.email,
        roleId: claims.roleId,
        partyId: claims.partyId,
        userId: claims.userId,
        sid: claims.sessionId,
      }),
    );
  }

  /** The verified claims, or null for a token that is malformed, forged, of another issuer or expired. */
  verify(token: string): Promise<VerifiedToken | null> {
    return Promise.resolve(this.check(token));
  }

  private check(token: string): VerifiedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header = '', payload = '', signature = ''] = parts;
    const expected = Buffer.from(this.mac(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    // Only HS256 and no extensions: a header naming another algorithm or critical parameters is refused.
    const protectedHeader = parseJson(header);
    if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader)
      return null;
    const claims = parseJson(payload);
    if (!isObject(claims) || claims.iss !== ISSUER) return null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (typeof claims.sub !== 'string' || typeof claims.roleId !== 'number' || !claims.jti) return null;
    return claims as unknown as VerifiedToken;
  }

  private sign({ sub, ...claims }: TokenClaims): string {
    const iat = Math.floor(Date.now() / 1000);
    // Claim order as jose's SignJWT wrote it: the claims, then iss, sub, iat, exp, jti.
    const payload = Buffer.from(
      JSON.stringify({ ...claims, iss: ISSUER, sub, iat, exp: iat + this.ttlSeconds, jti: randomUUID() }),
    ).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return `${input}.${this.mac(input)}`;
  }

  private mac(input: string): string {
    return createHmac('sha256', this.key).update(input).digest('base64url');
  }
}

/** A user token names its server session; anonymous tokens have none. */
export const isUserToken = (claims: TokenClaims): claims is TokenClaims & { sid: string } =>
  typeof claims.sid === 'string' && claims.sub !== ANONYMOUS_SUBJECT;
