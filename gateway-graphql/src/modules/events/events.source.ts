import {
  type EventReminderResult,
  type EventRequest,
  type EventRsvpRow,
  eventSchema,
  type EventPeriod,
  type EventSortField,
  RestPath,
  type StaffEventRow,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { REMINDER_FIELDS, SAVE_FIELDS } from './events.errors';
import type {
  EventInput,
  EventReminderPayload,
  EventRsvp,
  StaffEvent,
  StaffEventPage,
  StaffEventPayload,
} from './events.types';

export interface StaffEventListArgs {
  search: string | null;
  period: EventPeriod | null;
  sort: EventSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const toEvent = (row: StaffEventRow): StaffEvent => ({
  id: `StaffEvent:${row.eventID}`,
  eventId: row.eventID,
  title: row.title,
  eventType: row.eventType,
  description: row.description,
  mode: row.mode,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  city: row.city,
  suburb: row.suburb,
  venue: row.venue,
  joinUrl: row.joinUrl,
  capacity: row.capacity,
  rsvpCount: row.rsvpCount,
  reminderSentAt: row.reminderSentAt,
});

/** `001 §3` Events for staff: list, one, add, update, report and sendEventRemainderMail. */
export class EventsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(args: StaffEventListArgs): Promise<StaffEventPage> {
    const query = listQuery(args);
    if (args.period) query.period = args.period;
    const envelope = await this.upstream.request<StaffEventRow[], StaffEventRow>({
      method: 'GET',
      path: RestPath.EVENT_STAFF_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toEvent), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(eventId: number): Promise<StaffEvent | null> {
    const result = await this.upstream.call<StaffEventRow>({
      method: 'GET',
      path: RestPath.EVENT_STAFF_GET,
      query: { eventID: eventId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toEvent(row) : null;
  }

  /** The shared rules first, each on its field; then REST, which applies them again. */
  async save(input: EventInput): Promise<StaffEventPayload> {
    const userErrors = schemaRuleErrors(eventSchema, input);
    if (userErrors.length > 0) return { event: null, userErrors };
    const body: EventRequest = {
      ...(input.eventId ? { eventID: input.eventId } : {}),
      title: input.title,
      eventType: input.eventType,
      description: input.description,
      mode: input.mode,
      date: input.date,
      startTime: input.startTime,
      endTime: input.endTime,
      city: input.city,
      suburb: input.suburb,
      venue: input.venue,
      joinUrl: input.joinUrl ?? null,
      capacity: input.capacity ?? null,
    };
    const result = await this.upstream.call<StaffEventRow>({
      method: 'POST',
      path: input.eventId ? RestPath.EVENT_UPDATE : RestPath.EVENT_ADD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { event: null, userErrors: [refusalOf(SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { event: row ? toEvent(row) : null, userErrors: [] };
  }

  /** Null for an unknown event. */
  async report(eventId: number): Promise<EventRsvp[] | null> {
    const result = await this.upstream.call<never, EventRsvpRow>({
      method: 'GET',
      path: RestPath.EVENT_REPORT,
      query: { eventID: eventId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return null;
    return listOf(result.envelope).map((row) => ({
      id: `EventRsvp:${eventId}:${row.partyId}`,
      partyId: row.partyId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.emailID,
      mobileNo: row.mobileNo,
      college: row.college,
      rsvpOn: row.rsvpOn,
    }));
  }

  async remind(eventId: number): Promise<EventReminderPayload> {
    const result = await this.upstream.call<EventReminderResult>({
      method: 'POST',
      path: RestPath.EVENT_REMINDER,
      body: { eventID: eventId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { sent: 0, userErrors: [refusalOf(REMINDER_FIELDS, result)] };
    return { sent: result.envelope.responseObject?.sent ?? 0, userErrors: [] };
  }
}
