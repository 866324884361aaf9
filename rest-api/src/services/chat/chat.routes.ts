import { CHAT_ASSISTANTS, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { streamReply } from './chat-reply-stream';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { LimitedOperation, type OperationLimits, rateLimitedEnvelope } from '../../http/operation-limits';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { ADMIN_ROLES, LEARNER_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { ChatService } from './chat.service';

const assistant = z.enum(CHAT_ASSISTANTS as ['FINX', 'CIEL']);
// The service words the length rule; this bound only keeps a megabyte of text off the rules.
const askBody = z.object({
  assistant,
  message: z.string().max(20_000),
  sessionId: z.string().trim().min(1).max(200).nullable().default(null),
});
const day = z.iso.date();
const period = z.object({ from: day, to: day }).refine((value) => value.from <= value.to, { path: ['to'] });
const DAY_MS = 86_400_000;
/** The first instant of a day on India's clock, as every staff period is read. */
const startOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);

/**
 * The assistants (`001 §2` screen 14). Availability answers any signed-in caller (staff get none); asking
 * and history are the learner's own; figures are staff's, the switch admin's.
 */
const switchBody = z.object({ assistant, enabled: z.boolean() });

const STREAMED_REPLY = {
  contentType: 'application/x-ndjson',
  description:
    'The reply as it is written, one `ChatStreamLine` a line; a refusal before it is the JSON envelope.',
};

export const chatRoutes = (app: FastifyInstance, chat: ChatService, limits: OperationLimits): void => {
  app.get(RestPath.CHAT_AVAILABILITY, documented({ config: { access: 'user' } }, NO_INPUT), async (request) =>
    okEnvelope({ responseObject: { assistants: await chat.availability(requireUser(request.caller)) } }),
  );

  app.get(
    RestPath.CHAT_HISTORY,
    documented({ config: { access: LEARNER_ROLES } }, { query: z.object({ assistant }) }),
    async (request) => {
      const query = parseInput(z.object({ assistant }), request.query);
      return okEnvelope({
        responseListObject: await chat.history(requireUser(request.caller), query.assistant),
      });
    },
  );

  app.post(
    RestPath.CHAT_MESSAGE,
    documented({ config: { access: LEARNER_ROLES } }, { body: askBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(askBody, request.body);
      const limited = await limits.consume(LimitedOperation.CHAT, {
        address: request.ip,
        account: `party:${caller.partyId}`,
      });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      return answer(await chat.ask(caller, body));
    },
  );

  // The same question, its reply streamed (NDJSON, `ChatStreamLine`): refusals before any answer are the
  // usual envelopes; the learner closing the connection aborts the work.
  app.post(
    RestPath.CHAT_MESSAGE_STREAM,
    documented({ config: { access: LEARNER_ROLES } }, { body: askBody, produces: STREAMED_REPLY }),
    async (request, reply) => {
      const caller = requireUser(request.caller);
      const body = parseInput(askBody, request.body);
      const limited = await limits.consume(LimitedOperation.CHAT, {
        address: request.ip,
        account: `party:${caller.partyId}`,
      });
      if (!limited.ok) return rateLimitedEnvelope(limited);
      const admitted = await chat.admit(caller, body);
      if (!admitted.ok) return answer(admitted);
      return streamReply(reply, (stream) => chat.answer(caller, admitted.value, stream));
    },
  );

  app.get(
    RestPath.CHAT_USAGE,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { query: period }),
    async (request) => {
      const { from, to } = parseInput(period, request.query);
      const usage = await chat.usage(startOf(from), new Date(startOf(to).getTime() + DAY_MS));
      return okEnvelope({ responseListObject: usage });
    },
  );

  app.put(
    RestPath.CHAT_SWITCH,
    documented({ config: { access: ADMIN_ROLES } }, { body: switchBody }),
    async (request) => {
      const body = parseInput(switchBody, request.body);
      await chat.switchAssistant(requireUser(request.caller), body.assistant, body.enabled);
      return okEnvelope();
    },
  );
};
