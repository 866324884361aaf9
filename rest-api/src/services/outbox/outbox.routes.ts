import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import type { OutboxService } from './outbox.service';

const query = z.object({ to: z.string().trim().min(1).max(254) });

/** The development mailbox: what was "sent" to an address or mobile number, newest first. */
export const outboxRoutes = (app: FastifyInstance, outbox: OutboxService): void => {
  app.get(
    RestPath.DEV_OUTBOX,
    documented({ config: { access: 'public' } }, { query: query }),
    async (request) => {
      const messages = await outbox.sentTo(parseInput(query, request.query).to);
      return okEnvelope({ responseListObject: messages, totalRecords: messages.length });
    },
  );
};
