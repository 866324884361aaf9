import type { EventType } from './dashboard';

/** How learners attend a staff event: online (a join link is required) or in person at the venue. */
export const EventMode = { ONLINE: 'ONLINE', IN_PERSON: 'IN_PERSON' } as const;
export type EventMode = (typeof EventMode)[keyof typeof EventMode];

/** The columns /event-list sorts by. */
export const EventSortField = { STARTS: 'starts', TITLE: 'title' } as const;
export type EventSortField = (typeof EventSortField)[keyof typeof EventSortField];

export const STAFF_EVENT_MAX_PAGE_SIZE = 50;

/** One event as staff manage it (/event-list, /edit-event). */
export interface StaffEventRow {
  eventID: number;
  title: string;
  eventType: EventType;
  description: string;
  mode: EventMode;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  city: string;
  suburb: string;
  venue: string;
  joinUrl: string | null;
  /** Seats; null means no limit. */
  capacity: number | null;
  rsvpCount: number;
  /** When the last reminder mail went out; null: never. */
  reminderSentAt: string | null;
}

/**
 * `001 §3` Events add and update: the date is an ISO calendar date and the times are HH:mm in India
 * Standard Time, as the form shows them; `eventID` names the event to update.
 */
export interface EventRequest {
  eventID?: number;
  title: string;
  eventType: EventType;
  description: string;
  mode: EventMode;
  date: string;
  startTime: string;
  endTime: string;
  city: string;
  suburb: string;
  venue: string;
  joinUrl: string | null;
  capacity: number | null;
}

/** One learner who RSVPed, as the RSVP report lists them. */
export interface EventRsvpRow {
  partyId: number;
  firstName: string;
  lastName: string;
  emailID: string;
  mobileNo: string | null;
  college: string | null;
  rsvpOn: string;
}

/** sendEventRemainderMail's answer: how many learners were mailed. */
export interface EventReminderResult {
  sent: number;
}
