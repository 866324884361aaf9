import {
  EventPeriod,
  type EventReminderResult,
  type EventRsvpRow,
  EventSortField,
  RestPath,
  SEARCH_MAX_LENGTH,
  STAFF_EVENT_MAX_PAGE_SIZE,
  type StaffEventRow,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, formBody, formValue, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { EventsService } from './events.service';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  period: z.enum(Object.values(EventPeriod)).optional(),
  sort: z.enum(Object.values(EventSortField)).default(EventSortField.STARTS),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(STAFF_EVENT_MAX_PAGE_SIZE).default(10),
});
const eventQuery = z.object({ eventID: entityId });
// The edited event rides in the body with its id, as in the spec's update call.
const updateBody = z.object({ eventID: entityId }).catchall(formValue);
const reminderBody = z.object({ eventID: entityId });

/** `001 §3` Events: staff's list, add, update, report and sendEventRemainderMail; admin and ops alone. */
export const eventsRoutes = (app: FastifyInstance, events: EventsService): void => {
  app.get(
    RestPath.EVENT_STAFF_LIST,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await events.list({
        search: query.search || undefined,
        period: query.period,
        sort: query.sort,
        descending: query.order === 'desc',
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, StaffEventRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.EVENT_STAFF_GET,
    documented({ config: { access: STAFF_ROLES } }, { query: eventQuery }),
    async (request) => {
      const { eventID } = parseInput(eventQuery, request.query);
      return answer(await events.get(eventID));
    },
  );

  app.post(
    RestPath.EVENT_ADD,
    documented({ config: { access: STAFF_ROLES } }, { body: formBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      return answer(await events.create(caller, parseInput(formBody, request.body)));
    },
  );

  app.post(
    RestPath.EVENT_UPDATE,
    documented({ config: { access: STAFF_ROLES } }, { body: updateBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(updateBody, request.body);
      return answer(await events.update(caller, body.eventID, body));
    },
  );

  app.get(
    RestPath.EVENT_REPORT,
    documented({ config: { access: STAFF_ROLES } }, { query: eventQuery }),
    async (request) => {
      const { eventID } = parseInput(eventQuery, request.query);
      const outcome = await events.report(eventID);
      if (!outcome.ok) return answer(outcome);
      return okEnvelope<never, EventRsvpRow>({
        responseListObject: outcome.value,
        totalRecords: outcome.value.length,
      });
    },
  );

  app.post(
    RestPath.EVENT_REMINDER,
    documented({ config: { access: STAFF_ROLES } }, { body: reminderBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const { eventID } = parseInput(reminderBody, request.body);
      return answer<EventReminderResult>(await events.remind(caller, eventID));
    },
  );
};
