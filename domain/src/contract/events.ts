import { dashboardContract, type EventType } from './dashboard';
import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

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

const reasons = reasonsOf({
  EVENT_NO_RSVPS: 'Nobody has RSVPed to this event yet, so there is no one to remind.',
});
const C = { ...sharedContract.reasons.codes, ...dashboardContract.reasons.codes, ...reasons.codes };

/** Staff events (issue 13 item 4): add, update, the RSVP report and the reminder mail. */
export const EventsReasons = [C.NOT_FOUND, C.EVENT_IS_PAST, C.EVENT_NO_RSVPS, C.VALIDATION_FAILED] as const;
export type EventsReason = (typeof EventsReasons)[number];

/** `001 §2` admin or ops: staff events, the RSVP report hangs off /edit-event. */
const clientPaths = {
  EVENT_LIST: '/event-list',
  ADD_EVENT: '/add-event',
  EDIT_EVENT: '/edit-event/:id',
} as const;

export const eventsContract = defineFeatureContract({
  feature: 'events',
  reasons,
  refusals: [EventsReasons],
  clientPaths,
  clientRoutes: {
    eventList: (): string => clientPaths.EVENT_LIST,
    addEvent: (): string => clientPaths.ADD_EVENT,
    editEvent: (eventId: number | string): string => withParam(clientPaths.EDIT_EVENT, 'id', eventId),
  },
});

export const eventsRestPaths = {
  feature: 'events',
  restPaths: {
    /** `001 §3` Events add, update, report and sendEventRemainderMail (staff); the list is this system's. */
    EVENT_STAFF_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/list',
    EVENT_STAFF_GET: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/get',
    EVENT_ADD: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/add',
    EVENT_UPDATE: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/update',
    EVENT_REPORT: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/report',
    EVENT_REMINDER:
      '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/sendEventRemainderMail',
  },
} as const satisfies RestPathTable;
