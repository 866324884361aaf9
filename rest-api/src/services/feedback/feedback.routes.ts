import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusalEnvelope } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { documented } from '../../http/route-docs';
import type { FeedbackService } from './feedback.service';

/** The spec's payload spells the fields partyid/emailid, feedback_msg and concernID; any case is taken. */
const field = (body: Record<string, unknown>, name: string): unknown => {
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
};

/** The body as the OpenAPI document shows it; the service applies the rules (`field` takes any case). */
const feedbackBody = z.object({
  rank: z.union([z.number(), z.string()]),
  feedback_msg: z.string().optional(),
  concernID: z.union([z.number(), z.string()]).optional(),
  emailId: z.string().optional(),
  partyId: z.string().optional(),
});

/**
 * PostFeedback. Public (feedback comes right after sign-out); a refusal, FORBIDDEN included, is a 200
 * fail envelope the feedback modal shows.
 */
export const feedbackRoutes = (
  app: FastifyInstance,
  feedback: FeedbackService,
  limits: OperationLimits,
): void => {
  app.post(
    RestPath.FEEDBACK,
    documented({ config: { access: 'public' } }, { body: feedbackBody }),
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const limited = await limits.consume(LimitedOperation.FEEDBACK, { address: request.ip });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      const caller = request.caller;
      const outcome = await feedback.submit(caller.kind === 'user' ? caller : null, {
        rank: field(body, 'rank'),
        feedbackMsg: field(body, 'feedback_msg'),
        concernId: field(body, 'concernID'),
        emailId: field(body, 'emailId'),
        partyId: field(body, 'partyId'),
      });
      return outcome.ok ? okEnvelope() : refusalEnvelope(outcome);
    },
  );
};
