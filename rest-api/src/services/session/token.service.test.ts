import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './token.service';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const tokens = new TokenService(SECRET, 600);
const user = { email: 'learner@finx.demo', roleId: 5, partyId: 5, userId: 5, sessionId: 'sid-1' };

describe('TokenService (HS256 in node:crypto)', () => {
  it('signs tokens jose verifies, with the claims and header jose wrote', async () => {
    const token = await tokens.signUser(user);
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'finx-rest-api' });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: user.email, roleId: 5, partyId: 5, userId: 5, sid: 'sid-1' });
    expect(payload.exp).toBe((payload.iat ?? 0) + 600);
    expect(typeof payload.jti).toBe('string');
  });

  it('verifies tokens jose signed, so tokens issued before the change keep working', async () => {
    const token = await new SignJWT({ roleId: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('finx-rest-api')
      .setSubject('anonymous')
      .setIssuedAt()
      .setExpirationTime('60s')
      .setJti('j-1')
      .sign(key);
    expect(await tokens.verify(token)).toMatchObject({ sub: 'anonymous', roleId: 0, jti: 'j-1' });
  });

  it('refuses forged, foreign, expired, other-algorithm and malformed tokens', async () => {
    const good = await tokens.signUser(user);
    const [head, body] = good.split('.');
    const other = new TokenService('another-secret-of-at-least-thirty-two-chars', 600);
    const expired = await new SignJWT({ roleId: 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('finx-rest-api')
      .setSubject('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .setJti('j')
      .sign(key);
    const wrongIssuer = await new SignJWT({ roleId: 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('someone-else')
      .setSubject('x')
      .setExpirationTime('60s')
      .setJti('j')
      .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    for (const token of [
      `${head}.${body}.forged-signature`,
      await other.signUser(user),
      expired,
      wrongIssuer,
      unsigned,
      'not-a-token',
      `${head}.${body}`,
    ]) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });
});
