import {
  MESSAGING_LIST_MAX_PAGE_SIZE,
  MessagingKind,
  MessagingStatus,
  ReasonCode,
  RestPath,
  type StaffMessageRow,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { HttpError, okEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/public-origin';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { ADMIN_OR_SYSOPS_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import type { MessagingService } from './messaging.service';

const listQuery = z.object({
  // Without a kind: the notification manager's alerts and messages together.
  kind: z.enum(Object.values(MessagingKind)).optional(),
  status: z.enum(Object.values(MessagingStatus)).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MESSAGING_LIST_MAX_PAGE_SIZE).default(10),
});

const getQuery = z.object({ messageId: entityId });

// Field rules (lengths, required texts) are the domain's yup schemas, applied by the service.
const composeBody = z.object({
  messageId: entityId.optional(),
  kind: z.enum(Object.values(MessagingKind)),
  subject: z.string(),
  body: z.string(),
  audience: z.object({
    partyIds: z.array(entityId).optional(),
    roleId: entityId.optional(),
    collegeId: entityId.optional(),
    productId: entityId.optional(),
    status: z.string().max(20).optional(),
  }),
});

/**
 * `001 §7` Notification compose/* (draft and send) and the staff's lists: admin or ops, and mails
 * (/send-mail, /send-mail-list) admin alone, checked here and again in the service for a named draft.
 */
export const messagingRoutes = (
  app: FastifyInstance,
  messaging: MessagingService,
  unsubscribeUrlOf: (origin: string, email: string) => string,
  publicUrl: string | undefined,
): void => {
  const staff = { config: { access: SYSTEM_OPERATIONS_ROLES } };

  app.get(RestPath.COMPOSE_LIST, documented(staff, { query: listQuery }), async (request) => {
    const caller = requireUser(request.caller);
    const query = parseInput(listQuery, request.query);
    if (query.kind === MessagingKind.MAIL && !ADMIN_OR_SYSOPS_ROLES.includes(caller.roleId)) {
      throw new HttpError(403, ReasonCode.FORBIDDEN);
    }
    const { rows, total } = await messaging.list({
      kinds: query.kind ? [query.kind] : [MessagingKind.ALERT, MessagingKind.MESSAGE],
      status: query.status,
      descending: query.order === 'desc',
      page: query.page,
      limit: query.limit,
    });
    return okEnvelope<never, StaffMessageRow>({ responseListObject: rows, totalRecords: total });
  });

  app.get(RestPath.COMPOSE_GET, documented(staff, { query: getQuery }), async (request) => {
    const caller = requireUser(request.caller);
    return answer(await messaging.get(caller, parseInput(getQuery, request.query).messageId));
  });

  app.post(RestPath.COMPOSE_DRAFT, documented(staff, { body: composeBody }), async (request) => {
    const caller = requireUser(request.caller);
    return answer(await messaging.saveDraft(caller, parseInput(composeBody, request.body)));
  });

  app.post(RestPath.COMPOSE_SEND, documented(staff, { body: composeBody }), async (request) => {
    const caller = requireUser(request.caller);
    const origin = publicOriginOf(request, publicUrl);
    const urlOf = (email: string) => unsubscribeUrlOf(origin, email);
    return answer(await messaging.send(caller, parseInput(composeBody, request.body), urlOf));
  });
};
