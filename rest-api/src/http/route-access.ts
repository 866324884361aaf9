import { ReasonCode } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../role-groups';
import { HttpError } from './envelope';

/**
 * Who may call a route: anyone (an anonymous token or none), any signed-in user, or the listed role ids.
 * Every route states it in its options (`config.access`); a route without one fails at start-up.
 */
export type Access = 'public' | 'user' | readonly number[];

export interface UserCaller {
  kind: 'user';
  userId: number;
  partyId: number;
  roleId: number;
  email: string;
  sessionId: string;
}
export type Caller = { kind: 'anonymous' } | UserCaller;

export const ANONYMOUS: Caller = { kind: 'anonymous' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * When the presented user token is invalid, expired or its session ended, treat the caller as
     * anonymous instead of refusing. Only the token service uses it: it hands out a fresh anonymous token.
     */
    anonymousFallback?: boolean;
    /**
     * false on pages that stand in for someone else's site (the sandbox's hosted checkout): browsers
     * post plain forms there, so our field encryption does not apply.
     */
    fieldCipher?: false;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

export const registerAccessDeclarations = (app: FastifyInstance): void => {
  // Fastify refuses object defaults (they would be shared by all requests); the hook sets it per request.
  app.decorateRequest<Caller, 'caller'>('caller', null as unknown as Caller);
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access (config.access)`);
    }
  });
};

/** Refuses a caller the route's access rule does not admit: 401 without a user, 403 for a wrong role. */
export const enforceAccess = (access: Access, caller: Caller): void => {
  if (access === 'public') return;
  if (caller.kind !== 'user') throw new HttpError(401, ReasonCode.UNAUTHENTICATED);
  if (access !== 'user' && !access.includes(caller.roleId)) throw new HttpError(403, ReasonCode.FORBIDDEN);
};

/** The signed-in caller; routes that declare a user access rule can rely on it. */
export const requireUser = (caller: Caller): UserCaller => {
  if (caller.kind !== 'user') throw new HttpError(401, ReasonCode.UNAUTHENTICATED);
  return caller;
};

/** A learner's own data: the caller must be that party, or staff (`001 §6`, checked on the server here). */
export const assertOwnParty = (caller: Caller, partyId: number): void => {
  const user = requireUser(caller);
  if (user.partyId !== partyId && !STAFF_ROLES.includes(user.roleId)) {
    throw new HttpError(403, ReasonCode.FORBIDDEN);
  }
};

/** A change to a learner's own data: the caller must be that party; staff do not act on a learner's behalf. */
export const assertSameParty = (caller: Caller, partyId: number): UserCaller => {
  const user = requireUser(caller);
  if (user.partyId !== partyId) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return user;
};
