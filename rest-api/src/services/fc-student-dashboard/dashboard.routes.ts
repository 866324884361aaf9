import { RestPath, RoleId } from '@finx/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { partyIdFromQuery } from '../../http/party-query';
import { assertOwnParty } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { InboxRepository } from './inbox.repository';

const LEARNER_DATA_ROLES = [RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS];

// viewAllFlag=0: the header dropdown (latest unread); 1: the View All page.
const listQuery = z.object({
  viewAllFlag: z
    .enum(['0', '1'])
    .default('0')
    .transform((flag) => flag === '1'),
});

/** Counts (read totalRecords, `000 §7`) and lists of a learner's alerts and messages. */
export const dashboardRoutes: FastifyPluginAsync<{ inbox: InboxRepository }> = async (app, { inbox }) => {
  const options = { config: { access: LEARNER_DATA_ROLES } };

  const ownParty = (request: FastifyRequest): number => {
    const partyId = partyIdFromQuery(request.query);
    assertOwnParty(request.caller, partyId);
    return partyId;
  };

  app.get(RestPath.ALERT_COUNT, options, async (request) =>
    okEnvelope({ totalRecords: await inbox.unreadAlertCount(ownParty(request)) }),
  );

  app.get(RestPath.NOTIFICATION_COUNT, options, async (request) =>
    okEnvelope({ totalRecords: await inbox.unreadNotificationCount(ownParty(request)) }),
  );

  app.get(RestPath.ALERT_LIST, options, async (request) => {
    const partyId = ownParty(request);
    const { viewAllFlag } = parseInput(listQuery, request.query);
    const items = await inbox.alerts(partyId, { all: viewAllFlag });
    return okEnvelope({ responseListObject: items, totalRecords: items.length });
  });

  app.get(RestPath.NOTIFICATION_LIST, options, async (request) => {
    const partyId = ownParty(request);
    const { viewAllFlag } = parseInput(listQuery, request.query);
    const items = await inbox.notifications(partyId, { all: viewAllFlag });
    return okEnvelope({ responseListObject: items, totalRecords: items.length });
  });
};
