import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { EventPeriod, EventType } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { eventRsvps, events } from '../../db/schema/events';

export type EventRow = typeof events.$inferSelect & { rsvpCount: number; rsvpAt: Date | null };

export interface EventFilter {
  eventType?: EventType;
  city?: string;
  suburb?: string;
  period: EventPeriod;
}

const rsvpCount = sql<number>`(select count(*)::int from ${eventRsvps} where ${eventRsvps.eventId} = ${events.eventId})`;

/** The events table and its RSVPs (`001 §3` CalenderAndEvents). */
export class EventsRepository {
  constructor(private readonly db: Database) {}

  private where(filter: EventFilter, now: Date): SQL | undefined {
    return and(
      filter.period === 'PAST' ? lte(events.startsAt, now) : gt(events.startsAt, now),
      filter.eventType ? eq(events.eventType, filter.eventType) : undefined,
      // Cities and suburbs are matched as the lookups list them, ignoring case.
      filter.city ? sql`lower(${events.city}) = lower(${filter.city})` : undefined,
      filter.suburb ? sql`lower(${events.suburb}) = lower(${filter.suburb})` : undefined,
    );
  }

  /** One page of events for a learner, soonest first (latest first for past ones), with their RSVP. */
  async page(
    partyId: number,
    filter: EventFilter,
    page: { offset: number; limit: number },
    now: Date,
  ): Promise<{ rows: EventRow[]; total: number }> {
    const where = this.where(filter, now);
    const order = filter.period === 'PAST' ? desc(events.startsAt) : asc(events.startsAt);
    const rows = await this.db
      .select({ event: events, rsvpCount, rsvpAt: eventRsvps.rsvpAt })
      .from(events)
      .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.eventId), eq(eventRsvps.partyId, partyId)))
      .where(where)
      .orderBy(order, asc(events.eventId))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db.select({ total: count() }).from(events).where(where);
    return {
      rows: rows.map((row) => ({ ...row.event, rsvpCount: row.rsvpCount, rsvpAt: row.rsvpAt })),
      total: counted?.total ?? 0,
    };
  }

  async find(partyId: number, eventId: number, tx: Executor = this.db): Promise<EventRow | null> {
    const [row] = await tx
      .select({ event: events, rsvpCount, rsvpAt: eventRsvps.rsvpAt })
      .from(events)
      .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.eventId), eq(eventRsvps.partyId, partyId)))
      .where(eq(events.eventId, eventId));
    return row ? { ...row.event, rsvpCount: row.rsvpCount, rsvpAt: row.rsvpAt } : null;
  }

  /** Locks the event's row: two last-seat RSVPs take turns, so a capacity is never overrun. */
  async lock(tx: Executor, eventId: number): Promise<void> {
    await tx
      .select({ eventId: events.eventId })
      .from(events)
      .where(eq(events.eventId, eventId))
      .for('update');
  }

  /** Records the RSVP; false when this learner had already RSVPed (the primary key keeps one). */
  async rsvp(tx: Executor, partyId: number, eventId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .insert(eventRsvps)
      .values({ eventId, partyId, rsvpAt: at })
      .onConflictDoNothing()
      .returning({ eventId: eventRsvps.eventId });
    return rows.length > 0;
  }

  async cities(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ city: events.city }).from(events).orderBy(asc(events.city));
    return rows.map((row) => row.city);
  }

  async suburbs(city: string | undefined): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ suburb: events.suburb })
      .from(events)
      .where(city ? sql`lower(${events.city}) = lower(${city})` : undefined)
      .orderBy(asc(events.suburb));
    return rows.map((row) => row.suburb);
  }
}
