import {
  type DashboardReason,
  DashboardReasons,
  EventType,
  EventTypeLabel,
  type EventPeriod,
  ReasonCode,
  type StudentEvent,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { EventFilter, EventRow, EventsRepository } from './events.repository';

const { refuse } = refusalsOf(DashboardReasons);

export interface EventPageQuery {
  eventType?: EventType;
  city?: string;
  suburb?: string;
  period?: EventPeriod;
  page: number;
  limit: number;
}

const toEvent = (row: EventRow): StudentEvent => ({
  eventID: row.eventId,
  title: row.title,
  eventType: row.eventType,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  city: row.city,
  suburb: row.suburb,
  venue: row.venue,
  joinUrl: row.joinUrl,
  rsvpCount: row.rsvpCount,
  rsvpOn: row.rsvpAt?.toISOString() ?? null,
});

/**
 * Calendar and events (`001 §3`): the lookups behind the filters, a learner's page of events with their
 * RSVP, one event's details, and the RSVP itself: once per learner, and only before the event starts.
 */
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly transaction: RunInTransaction,
    private readonly now: () => Date = () => new Date(),
  ) {}

  types(): { code: EventType; label: string }[] {
    return Object.values(EventType).map((code) => ({ code, label: EventTypeLabel[code] }));
  }

  cities(): Promise<string[]> {
    return this.events.cities();
  }

  suburbs(city: string | undefined): Promise<string[]> {
    return this.events.suburbs(city);
  }

  async page(partyId: number, query: EventPageQuery): Promise<{ rows: StudentEvent[]; total: number }> {
    const filter: EventFilter = {
      eventType: query.eventType,
      city: query.city,
      suburb: query.suburb,
      period: query.period ?? 'UPCOMING',
    };
    const { rows, total } = await this.events.page(
      partyId,
      filter,
      { offset: (query.page - 1) * query.limit, limit: query.limit },
      this.now(),
    );
    return { rows: rows.map(toEvent), total };
  }

  async details(partyId: number, eventId: number): Promise<Outcome<StudentEvent, DashboardReason>> {
    const row = await this.events.find(partyId, eventId);
    return row ? accept(toEvent(row)) : refuse(ReasonCode.NOT_FOUND);
  }

  async rsvp(partyId: number, eventId: number): Promise<Outcome<StudentEvent, DashboardReason>> {
    const at = this.now();
    const outcome = await this.transaction(async (tx): Promise<Outcome<undefined, DashboardReason>> => {
      await this.events.lock(tx, eventId);
      const event = await this.events.find(partyId, eventId, tx);
      if (!event) return refuse(ReasonCode.NOT_FOUND);
      if (event.startsAt.getTime() <= at.getTime()) return refuse(ReasonCode.EVENT_IS_PAST);
      // A learner who already holds a seat hears so, not that the event is full.
      if (event.rsvpAt) return refuse(ReasonCode.EVENT_ALREADY_RSVPED);
      if (event.capacity !== null && event.rsvpCount >= event.capacity) return refuse(ReasonCode.EVENT_FULL);
      if (!(await this.events.rsvp(tx, partyId, eventId, at))) return refuse(ReasonCode.EVENT_ALREADY_RSVPED);
      return accept();
    });
    if (!outcome.ok) return outcome;
    return this.details(partyId, eventId);
  }
}
