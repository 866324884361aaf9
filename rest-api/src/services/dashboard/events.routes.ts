import { EventPeriod, EventType, RestPath, type StudentEvent } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { EventsService } from './events.service';

export const MAX_EVENT_PAGE_SIZE = 50;

const place = z.string().trim().min(1).max(80);
const listQuery = z.looseObject({
  type: z.enum(Object.values(EventType)).optional(),
  city: place.optional(),
  suburb: place.optional(),
  period: z.enum(Object.values(EventPeriod)).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_EVENT_PAGE_SIZE).default(10),
});
const suburbQuery = z.looseObject({ city: place.optional() });
const detailsQuery = z.looseObject({ eventID: entityId });
const rsvpBody = z.looseObject({ studentPartyID: entityId, eventID: entityId });

/**
 * `001 §3` Events: type, filteredCity and suburb (the filters' lookups, for any signed-in user),
 * filteredStudent and detailsOnEventID (a learner's own, or staff for support) and rsvp (the learner alone).
 */
export const eventsRoutes = (app: FastifyInstance, events: EventsService): void => {
  app.get(RestPath.EVENT_TYPES, documented({ config: { access: 'user' } }, NO_INPUT), async () => {
    const rows = events.types();
    return okEnvelope<never, (typeof rows)[number]>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(RestPath.EVENT_CITIES, documented({ config: { access: 'user' } }, NO_INPUT), async () => {
    const rows = await events.cities();
    return okEnvelope<never, string>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.get(
    RestPath.EVENT_SUBURBS,
    documented({ config: { access: 'user' } }, { query: suburbQuery }),
    async (request) => {
      const { city } = parseInput(suburbQuery, request.query);
      const rows = await events.suburbs(city);
      return okEnvelope<never, string>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.get(
    RestPath.EVENT_LIST,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyIdQuery, listQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await events.page(partyId, { ...query, eventType: query.type });
      return okEnvelope<never, StudentEvent>({ responseListObject: rows, totalRecords: total });
    },
  );

  app.get(
    RestPath.EVENT_DETAILS,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: [partyIdQuery, detailsQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { eventID } = parseInput(detailsQuery, request.query);
      return answer<StudentEvent>(await events.details(partyId, eventID));
    },
  );

  app.post(
    RestPath.EVENT_RSVP,
    documented({ config: { access: LEARNER_ROLES } }, { body: rsvpBody }),
    async (request) => {
      const body = parseInput(rsvpBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<StudentEvent>(await events.rsvp(caller.partyId, body.eventID));
    },
  );
};
