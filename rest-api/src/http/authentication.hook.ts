import { Header, ReasonCode, TokenType } from '@finx/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { SessionService } from '../services/session/session.service';
import { isUserToken, type TokenService } from '../services/session/token.service';
import { HttpError } from './envelope';
import { BATCH_READ_HEADER, type BatchCallers } from './read-batch';
import { ANONYMOUS, enforceAccess } from './route-access';

export interface AuthenticationDeps {
  tokens: TokenService;
  sessions: SessionService;
  batchCallers: BatchCallers;
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== '' ? text.trim() : undefined;
};

/** Whether an unverifiable token was meant as a user token: the caller says so, or its claims do. */
const claimsUserToken = (request: FastifyRequest, token: string): boolean => {
  if (headerValue(request, Header.TOKEN_TYPE) === TokenType.USER) return true;
  try {
    return typeof decodeJwt(token).sid === 'string';
  } catch {
    return false;
  }
};

/**
 * Identifies the caller of every request (onRequest, before the body is read) and applies the route's
 * access rule. Rules, in order:
 * - no token, or an anonymous token: the caller is anonymous; the anonymous jtitoken is echoed back;
 * - a user token must verify, name a live session and come with that session's current jti (or one
 *   superseded less than JTI_GRACE_MS ago); the answer carries the next jti in the jtitoken header;
 * - a user token that fails to verify, or whose session ended: 401 UNAUTHENTICATED, except on routes
 *   with `anonymousFallback`, where the caller is treated as anonymous; a wrong jti: 401 STALE_JTI;
 * - a read inside a batch is answered as the batch's caller, without a token or a rotation of its own.
 */
export const registerAuthentication = (app: FastifyInstance, deps: AuthenticationDeps): void => {
  app.addHook('onRequest', async (request, reply) => {
    request.caller = ANONYMOUS;
    const config = request.routeOptions.config;
    const access = config.access ?? 'public';
    const batchKey = headerValue(request, BATCH_READ_HEADER);
    if (batchKey !== undefined) {
      const caller = deps.batchCallers.callerOf(batchKey);
      if (!caller) throw new HttpError(401, ReasonCode.UNAUTHENTICATED);
      request.caller = caller;
      enforceAccess(access, caller);
      return;
    }
    const token = headerValue(request, Header.TOKEN);
    const jti = headerValue(request, Header.JTI);

    if (token) {
      const claims = await deps.tokens.verify(token);
      const userToken = claims ? isUserToken(claims) : claimsUserToken(request, token);
      if (!userToken) {
        if (jti) reply.header(Header.JTI, jti);
      } else if (claims?.sid) {
        const outcome = await deps.sessions.rotate(claims.sid, jti);
        if (outcome.kind === 'stale') throw new HttpError(401, ReasonCode.STALE_JTI);
        if (outcome.kind === 'accepted') {
          reply.header(Header.JTI, outcome.jti);
          request.caller = { kind: 'user', sessionId: claims.sid, ...outcome.user };
        } else if (!config.anonymousFallback) {
          throw new HttpError(401, ReasonCode.UNAUTHENTICATED);
        }
      } else if (!config.anonymousFallback) {
        throw new HttpError(401, ReasonCode.UNAUTHENTICATED);
      }
    }
    enforceAccess(access, request.caller);
  });
};
