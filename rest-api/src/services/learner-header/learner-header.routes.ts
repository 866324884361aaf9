import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES } from '../../role-groups';
import type { LearnerHeaderService } from './learner-header.service';

// viewAllFlag=0: the header dropdown (latest unread); 1: the View All page.
const listQuery = z.object({
  viewAllFlag: z
    .enum(['0', '1'])
    .default('0')
    .transform((flag) => flag === '1'),
});

/** Counts (read totalRecords, `000 §7`) and lists of a learner's alerts and messages. */
export const learnerHeaderRoutes = (app: FastifyInstance, header: LearnerHeaderService): void => {
  const options = { config: { access: LEARNER_DATA_ROLES } };

  app.get(RestPath.ALERT_COUNT, documented(options, { query: partyIdQuery }), async (request) =>
    okEnvelope({
      totalRecords: await header.unreadAlertCount(ownPartyFromQuery(request.caller, request.query)),
    }),
  );

  app.get(RestPath.NOTIFICATION_COUNT, documented(options, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope({ totalRecords: await header.unreadNotificationCount(partyId) });
  });

  app.get(RestPath.LIST_COUNTS, documented(options, { query: partyIdQuery }), async (request) =>
    okEnvelope({ responseObject: await header.listCounts(ownPartyFromQuery(request.caller, request.query)) }),
  );

  app.get(RestPath.ALERT_LIST, documented(options, { query: [partyIdQuery, listQuery] }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    const items = await header.alerts(partyId, parseInput(listQuery, request.query).viewAllFlag);
    return okEnvelope({ responseListObject: items, totalRecords: items.length });
  });

  app.get(
    RestPath.NOTIFICATION_LIST,
    documented(options, { query: [partyIdQuery, listQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const items = await header.notifications(partyId, parseInput(listQuery, request.query).viewAllFlag);
      return okEnvelope({ responseListObject: items, totalRecords: items.length });
    },
  );
};
