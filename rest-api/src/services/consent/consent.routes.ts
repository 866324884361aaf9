import { Header, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { LEARNER_ROLES } from '../../role-groups';
import type { ConsentService } from './consent.service';

const unsubscribeBody = z.object({
  token: z.string().trim().min(1).max(512),
  reason: z.string().trim().max(255).optional(),
});

/** `withdrawUserConsent`, the unsubscribe link and `unsubscribe` (`000 §2` learner footer). */
export const consentRoutes = (
  app: FastifyInstance,
  consent: ConsentService,
  limits: OperationLimits,
): void => {
  app.post(
    RestPath.WITHDRAW_CONSENT,
    documented({ config: { access: LEARNER_ROLES } }, NO_INPUT),
    async (request, reply) => {
      await consent.withdraw(requireUser(request.caller).userId);
      // The session is over: no next jti to hand out.
      reply.removeHeader(Header.JTI);
      return okEnvelope();
    },
  );

  app.get(
    RestPath.UNSUBSCRIBE_LINK,
    documented({ config: { access: LEARNER_ROLES } }, NO_INPUT),
    async (request) =>
      okEnvelope({ responseObject: consent.unsubscribeLinkOf(requireUser(request.caller).email) }),
  );

  app.post(
    RestPath.UNSUBSCRIBE,
    documented({ config: { access: 'public' } }, { body: unsubscribeBody }),
    async (request) => {
      const body = parseInput(unsubscribeBody, request.body);
      const limited = await limits.consume(LimitedOperation.UNSUBSCRIBE, { address: request.ip });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      return answer(await consent.unsubscribe(body.token, body.reason || null));
    },
  );
};
