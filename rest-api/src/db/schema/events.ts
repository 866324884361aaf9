import type { EventType } from '@finx/domain';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const EVENT_TYPES = ['WEBINAR', 'CAMPUS_DRIVE', 'WORKSHOP'] as const satisfies readonly EventType[];

/** Calendar events learners see (`001 §3` CalenderAndEvents), added and updated by staff (feature `events`). */
export const events = pgTable(
  'events',
  {
    // Staff's events number from 100000, clear of the seeded ids (issue 13 item 4).
    eventId: integer('event_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    title: text('title').notNull(),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    description: text('description').notNull(),
    startsAt: stamp('starts_at').notNull(),
    endsAt: stamp('ends_at').notNull(),
    city: text('city').notNull(),
    suburb: text('suburb').notNull(),
    venue: text('venue').notNull(),
    joinUrl: text('join_url'),
    /** Seats for RSVPs; null means no limit (staff set it, issue 13 item 4). */
    capacity: integer('capacity'),
    /** When staff last mailed the RSVPed learners a reminder. */
    reminderSentAt: stamp('reminder_sent_at'),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    index('events_city_suburb_idx').on(table.city, table.suburb),
  ],
);

/** One RSVP per learner and event: the primary key makes a second one impossible. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    rsvpAt: stamp('rsvp_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.partyId] })],
);
