import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@finx/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'finx-rest-api';
export const ANONYMOUS_SUBJECT = 'anonymous';

export interface UserTokenClaims {
  email: string;
  roleId: number;
  partyId: number;
  userId: number;
  sessionId: string;
}

export type VerifiedToken = TokenClaims & { jti: string; exp: number; iat: number };

/** Signs and checks the platform's JWTs (HS256). The token says who; the session row says whether still. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAnonymous(): Promise<string> {
    return this.sign({ sub: ANONYMOUS_SUBJECT, roleId: 0 });
  }

  signUser(claims: UserTokenClaims): Promise<string> {
    return this.sign({
      sub: claims.email,
      roleId: claims.roleId,
      partyId: claims.partyId,
      userId: claims.userId,
      sid: claims.sessionId,
    });
  }

  /** The verified claims, or null for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.roleId !== 'number' || !payload.jti) return null;
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  private sign({ sub, ...claims }: TokenClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setJti(randomUUID())
      .sign(this.key);
  }
}

/** A user token names its server session; anonymous tokens have none. */
export const isUserToken = (claims: TokenClaims): claims is TokenClaims & { sid: string } =>
  typeof claims.sid === 'string' && claims.sub !== ANONYMOUS_SUBJECT;
