import {
  INBOX_PAGE_SIZE_DEFAULT,
  INBOX_PAGE_SIZE_MAX,
  INBOX_READ_IDS_MAX,
  INBOX_TITLE_MAX,
  InboxKind,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { AlertsService } from './alerts.service';

// Query values arrive as text (inside the encrypted query); the party is read by ownPartyFromQuery.
const pageQuery = z.looseObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE_DEFAULT),
  unreadOnly: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((flag) => flag === '1' || flag === 'true'),
});

const readBody = z.object({
  partyId: entityId,
  ids: z.array(entityId).min(1).max(INBOX_READ_IDS_MAX).optional(),
});

const sendBody = z.object({
  partyId: entityId,
  kind: z.enum([InboxKind.ALERT, InboxKind.MESSAGE]),
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
});

/**
 * The View All pages of a learner's alerts and messages, mark as read (named items, or all), and
 * staff's sendMailSmsToUser (`001 §7`). The learner reads and marks their own; staff may read any
 * learner's (support) but not mark them, and only staff send.
 */
export const alertsRoutes = (app: FastifyInstance, inbox: AlertsService): void => {
  const readers = { config: { access: LEARNER_DATA_ROLES } };

  app.get(RestPath.ALERT_PAGE, documented(readers, { query: [partyIdQuery, pageQuery] }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    const page = await inbox.alerts(partyId, parseInput(pageQuery, request.query));
    return okEnvelope({ responseListObject: page.items, totalRecords: page.total });
  });

  app.get(
    RestPath.NOTIFICATION_PAGE,
    documented(readers, { query: [partyIdQuery, pageQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const page = await inbox.notifications(partyId, parseInput(pageQuery, request.query));
      return okEnvelope({ responseListObject: page.items, totalRecords: page.total });
    },
  );

  const markRead = (kind: InboxKind) => async (request: FastifyRequest) => {
    const body = parseInput(readBody, request.body);
    // Reading is the learner's own change: staff may look at an inbox, never mark it on their behalf.
    assertSameParty(request.caller, body.partyId);
    const readIds = await inbox.markRead(kind, body.partyId, body.ids);
    return okEnvelope({ responseObject: { readIds }, totalRecords: readIds.length });
  };
  const learners = { config: { access: LEARNER_ROLES } };
  app.post(RestPath.ALERT_READ, documented(learners, { body: readBody }), markRead(InboxKind.ALERT));
  app.post(RestPath.NOTIFICATION_READ, documented(learners, { body: readBody }), markRead(InboxKind.MESSAGE));

  app.post(
    RestPath.SEND_MAIL_SMS_TO_USER,
    documented({ config: { access: SYSTEM_OPERATIONS_ROLES } }, { body: sendBody }),
    async (request) => {
      const body = parseInput(sendBody, request.body);
      return answer(await inbox.send(body.partyId, body.kind, body.title));
    },
  );
};
