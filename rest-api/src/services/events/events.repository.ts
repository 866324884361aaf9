import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { EventPeriod, EventSortField } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { collegeMembers, colleges } from '../../db/schema/colleges';
import { eventRsvps, events } from '../../db/schema/events';
import { users } from '../../db/schema/identity';

export type StaffEventRecord = typeof events.$inferSelect & { rsvpCount: number };
export type EventValues = Omit<typeof events.$inferInsert, 'eventId' | 'reminderSentAt'>;

export interface StaffEventFilter {
  search?: string;
  period?: EventPeriod;
  sort: EventSortField;
  descending: boolean;
  page: number;
  limit: number;
}

export interface RsvpRecord {
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  college: string | null;
  rsvpAt: Date;
}

// Spelled with table names: drizzle leaves columns unqualified in a one-table select, and the
// subquery's own event_id would then be compared with itself.
const rsvpCount = sql<number>`(select count(*)::int from "event_rsvps" where "event_rsvps"."event_id" = "events"."event_id")`;

/** Events as staff manage them, and who RSVPed; the learner's side reads the same tables (dashboard). */
export class StaffEventsRepository {
  constructor(private readonly db: Database) {}

  async page(filter: StaffEventFilter, now: Date): Promise<{ rows: StaffEventRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.period === 'PAST') conditions.push(lte(events.startsAt, now));
    if (filter.period === 'UPCOMING') conditions.push(gt(events.startsAt, now));
    if (filter.search) {
      // Escaped: a % or _ typed into the search is meant literally.
      const pattern = likeEscaped(filter.search);
      conditions.push(or(ilike(events.title, pattern), ilike(events.city, pattern)));
    }
    const where = and(...conditions);
    const direction = filter.descending ? desc : asc;
    const column = filter.sort === 'title' ? events.title : events.startsAt;
    const rows = await this.db
      .select({ event: events, rsvpCount })
      .from(events)
      .where(where)
      // The id breaks ties so a page never repeats or skips a row.
      .orderBy(direction(column), direction(events.eventId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [counted] = await this.db.select({ total: count() }).from(events).where(where);
    return {
      rows: rows.map((row) => ({ ...row.event, rsvpCount: row.rsvpCount })),
      total: counted?.total ?? 0,
    };
  }

  async find(eventId: number, ex: Executor = this.db): Promise<StaffEventRecord | undefined> {
    const [row] = await ex
      .select({ event: events, rsvpCount })
      .from(events)
      .where(eq(events.eventId, eventId));
    return row ? { ...row.event, rsvpCount: row.rsvpCount } : undefined;
  }

  /** Locks the row: two staff saving one event take turns, and the audit's "before" is what was replaced. */
  async findForUpdate(tx: Executor, eventId: number): Promise<StaffEventRecord | undefined> {
    const [row] = await tx.select().from(events).where(eq(events.eventId, eventId)).for('update');
    return row ? this.find(eventId, tx) : undefined;
  }

  async insert(tx: Executor, values: EventValues): Promise<number> {
    const [row] = await tx.insert(events).values(values).returning({ eventId: events.eventId });
    if (!row) throw new Error('event insert returned no row');
    return row.eventId;
  }

  async update(tx: Executor, eventId: number, values: EventValues): Promise<void> {
    await tx.update(events).set(values).where(eq(events.eventId, eventId));
  }

  async markReminded(tx: Executor, eventId: number, at: Date): Promise<void> {
    await tx.update(events).set({ reminderSentAt: at }).where(eq(events.eventId, eventId));
  }

  /** The learners who RSVPed, earliest first, with their college when they belong to one. */
  async rsvps(eventId: number, ex: Executor = this.db): Promise<RsvpRecord[]> {
    return ex
      .select({
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        college: colleges.name,
        rsvpAt: eventRsvps.rsvpAt,
      })
      .from(eventRsvps)
      .innerJoin(users, eq(users.partyId, eventRsvps.partyId))
      .leftJoin(collegeMembers, eq(collegeMembers.partyId, eventRsvps.partyId))
      .leftJoin(colleges, eq(colleges.collegeId, collegeMembers.collegeId))
      .where(eq(eventRsvps.eventId, eventId))
      .orderBy(asc(eventRsvps.rsvpAt), asc(users.partyId));
  }
}
