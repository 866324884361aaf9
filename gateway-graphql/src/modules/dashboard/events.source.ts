import { EventTypeLabel, type EventType, RestPath, type StudentEvent } from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { refusalOf } from '../shared/user-errors';
import { RSVP_FIELDS } from './dashboard.errors';
import type {
  CalendarEvent,
  EventFilterInput,
  EventFilterOptions,
  EventPage,
  RsvpPayload,
} from './events.types';

const toEvent = (event: StudentEvent, now: number): CalendarEvent => ({
  id: `CalendarEvent:${event.eventID}`,
  eventId: event.eventID,
  title: event.title,
  type: event.eventType,
  typeLabel: EventTypeLabel[event.eventType] ?? event.eventType,
  description: event.description,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  city: event.city,
  suburb: event.suburb,
  venue: event.venue,
  joinUrl: event.joinUrl,
  rsvpCount: event.rsvpCount,
  rsvpOn: event.rsvpOn,
  isPast: Date.parse(event.startsAt) <= now,
});

/** Blank filters mean none; the service matches cities and suburbs ignoring case. */
const placeOf = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** `001 §3` Events for the signed-in learner: the filters' lookups, a page, one event, and RSVP. */
export class EventsSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async filterOptions(): Promise<EventFilterOptions> {
    const [types, cities] = await Promise.all([
      this.upstream.request<never, { code: EventType; label: string }>({
        method: 'GET',
        path: RestPath.EVENT_TYPES,
        auth: 'user',
      }),
      this.upstream.request<never, string>({ method: 'GET', path: RestPath.EVENT_CITIES, auth: 'user' }),
    ]);
    return { types: listOf(types), cities: listOf(cities) };
  }

  async suburbs(city: string | null): Promise<string[]> {
    const place = placeOf(city);
    const envelope = await this.upstream.request<never, string>({
      method: 'GET',
      path: RestPath.EVENT_SUBURBS,
      query: place ? { city: place } : {},
      auth: 'user',
    });
    return listOf(envelope);
  }

  async page(filter: EventFilterInput | null, page: number, pageSize: number): Promise<EventPage> {
    const query: Record<string, string | number> = {
      partyId: partyIdOf(this.session),
      page,
      limit: pageSize,
    };
    if (filter?.type) query.type = filter.type;
    if (filter?.period) query.period = filter.period;
    const city = placeOf(filter?.city);
    if (city) query.city = city;
    const suburb = placeOf(filter?.suburb);
    if (suburb) query.suburb = suburb;
    const envelope = await this.upstream.request<never, StudentEvent>({
      method: 'GET',
      path: RestPath.EVENT_LIST,
      query,
      auth: 'user',
    });
    const now = Date.now();
    return { items: listOf(envelope).map((event) => toEvent(event, now)), total: envelope.totalRecords ?? 0 };
  }

  /** One event; null when there is no such event. */
  async details(eventId: number): Promise<CalendarEvent | null> {
    const result = await this.upstream.call<StudentEvent>({
      method: 'GET',
      path: RestPath.EVENT_DETAILS,
      query: { partyId: partyIdOf(this.session), eventID: eventId },
      auth: 'user',
      allowFailure: true,
    });
    const event = result.ok ? result.envelope.responseObject : null;
    return event ? toEvent(event, Date.now()) : null;
  }

  async rsvp(eventId: number): Promise<RsvpPayload> {
    const result = await this.upstream.call<StudentEvent>({
      method: 'POST',
      path: RestPath.EVENT_RSVP,
      body: { studentPartyID: partyIdOf(this.session), eventID: eventId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { event: null, userErrors: [refusalOf(RSVP_FIELDS, result)] };
    const event = result.envelope.responseObject;
    return { event: event ? toEvent(event, Date.now()) : null, userErrors: [] };
  }
}
