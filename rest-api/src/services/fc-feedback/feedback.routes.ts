import { ReasonCode, RestPath, feedbackSchema } from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from 'yup';
import type { Database } from '../../db/database';
import { feedback, users } from '../../db/schema';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { STAFF_ROLES } from '../../http/route-access';

/** The spec's payload spells the fields partyid/emailid, feedback_msg and concernID; any case is taken. */
const field = (body: Record<string, unknown>, name: string): unknown => {
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
};

/**
 * PostFeedback (`000 §3`, §5). Public, because the spec asks for feedback right after sign-out; the
 * party id and e-mail must then belong to one account, so nobody can rate in someone else's name
 * without knowing both. A signed-in caller may only send their own (staff excepted).
 */
export const feedbackRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post(RestPath.FEEDBACK, { config: { access: 'public' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    let values;
    try {
      values = await feedbackSchema.validate({
        rank: field(body, 'rank'),
        feedbackMsg: field(body, 'feedback_msg') ?? undefined,
        concernId: field(body, 'concernID') ?? null,
        emailId: field(body, 'emailId'),
        partyId: field(body, 'partyId'),
      });
    } catch (error) {
      if (error instanceof ValidationError) return failEnvelope(ReasonCode.VALIDATION_FAILED, error.message);
      throw error;
    }
    const partyId = Number(values.partyId);
    const email = values.emailId.toLowerCase();
    const caller = request.caller;
    if (caller.kind === 'user' && caller.partyId !== partyId && !STAFF_ROLES.includes(caller.roleId)) {
      return failEnvelope(ReasonCode.FORBIDDEN);
    }
    const [owner] = Number.isInteger(partyId)
      ? await db
          .select({ userId: users.userId })
          .from(users)
          .where(and(eq(users.partyId, partyId), eq(users.email, email)))
          .limit(1)
      : [];
    if (!owner) return failEnvelope(ReasonCode.FORBIDDEN);
    const concern =
      values.concernId === null || values.concernId === undefined ? null : Number(values.concernId);
    await db.insert(feedback).values({
      partyId,
      emailId: email,
      rank: values.rank,
      feedbackMsg: values.feedbackMsg?.trim() || null,
      concernId: concern,
    });
    return okEnvelope();
  });
};
