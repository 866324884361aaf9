import { RestPath } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { parseInput } from '../../http/validation';
import type { OutboxRepository } from '../../providers/messaging/outbox.repository';

const query = z.object({ to: z.string().trim().min(1).max(254) });

export interface DevOutboxRoutesDeps {
  outbox: OutboxRepository;
}

/**
 * The development mailbox: what was "sent" to an address or mobile number, newest first. Registered
 * only outside production (app.ts), so in production the path does not exist at all.
 */
export const devOutboxRoutes: FastifyPluginAsync<DevOutboxRoutesDeps> = async (app, deps) => {
  app.get(RestPath.DEV_OUTBOX, { config: { access: 'public' } }, async (request) => {
    const { to } = parseInput(query, request.query);
    // E-mail addresses are stored lower-case; mobile numbers are digits either way.
    const messages = await deps.outbox.latestFor(to.toLowerCase());
    return okEnvelope({ responseListObject: messages, totalRecords: messages.length });
  });
};
