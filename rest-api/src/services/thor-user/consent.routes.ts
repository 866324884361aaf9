import { Header, ReasonCode, RestPath, RoleId } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { AccountRepository } from './account.repository';
import { type UnsubscribeLink, unsubscribePath } from './unsubscribe-link';

const unsubscribeBody = z.object({
  token: z.string().trim().min(1).max(512),
  reason: z.string().trim().max(255).optional(),
});

export interface ConsentRoutesDeps {
  db: Database;
  accounts: AccountRepository;
  sessions: AuthSessionRepository;
  links: UnsubscribeLink;
}

/** Withdraw Consent and Unsubscribe Mails of the learner footer (`000 §2`). */
export const consentRoutes: FastifyPluginAsync<ConsentRoutesDeps> = async (app, deps) => {
  /**
   * `withdrawUserConsent`: the learner withdraws consent; every session of theirs ends, and the next
   * login answers SM-14 (reactivation dialog).
   */
  app.post(RestPath.WITHDRAW_CONSENT, { config: { access: [RoleId.LEARNER] } }, async (request, reply) => {
    const caller = requireUser(request.caller);
    await deps.db.transaction(async (tx) => {
      await deps.accounts.withdrawConsent(tx, caller.userId);
      await deps.sessions.endAllOf(tx, caller.userId);
    });
    // The session is over: no next jti to hand out.
    reply.removeHeader(Header.JTI);
    return okEnvelope();
  });

  /** The sealed link the footer opens; only the signed-in learner's own address can be sealed. */
  app.get(RestPath.UNSUBSCRIBE_LINK, { config: { access: [RoleId.LEARNER] } }, async (request) => {
    const caller = requireUser(request.caller);
    const token = deps.links.seal(caller.email);
    return okEnvelope({ responseObject: { token, path: unsubscribePath(token) } });
  });

  /** Public: the sealed token is the authority, so a mail link works without signing in. */
  app.post(RestPath.UNSUBSCRIBE, { config: { access: 'public' } }, async (request) => {
    const body = parseInput(unsubscribeBody, request.body);
    const email = deps.links.open(body.token);
    if (!email) return failEnvelope(ReasonCode.UNSUBSCRIBE_LINK_INVALID);
    // An account deleted since the link was sent is simply not subscribed any more: same answer.
    await deps.accounts.unsubscribe(email, body.reason || null);
    return okEnvelope();
  });
};
