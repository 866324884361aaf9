/**
 * `001 §3` Dashboard (/finx-fc-student-dashboard/api/v1/studentDashboard): interestedProduct,
 * CalenderAndEvents (type, filteredCity, suburb, filteredStudent, detailsOnEventID, rsvp),
 * saveAdmissionLetterAccept and refferalMail (updateParentDetails saves the profile's parents). The spec shows none of their fields;
 * these are this system's (docs/decisions.md, "Learner dashboard").
 */

/** The kinds of event learners see (the spec's `type` call lists them). */
export const EventType = {
  WEBINAR: 'WEBINAR',
  CAMPUS_DRIVE: 'CAMPUS_DRIVE',
  WORKSHOP: 'WORKSHOP',
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

export const EventTypeLabel: Record<EventType, string> = {
  WEBINAR: 'Webinar',
  CAMPUS_DRIVE: 'Campus Drive',
  WORKSHOP: 'Workshop',
};

export const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && Object.hasOwn(EventType, value);

/** Which events a list shows: those still to come (the default) or those already held. */
export const EventPeriod = { UPCOMING: 'UPCOMING', PAST: 'PAST' } as const;
export type EventPeriod = (typeof EventPeriod)[keyof typeof EventPeriod];

/** An event as filteredStudent and detailsOnEventID answer it, with the asking learner's RSVP. */
export interface StudentEvent {
  eventID: number;
  title: string;
  eventType: EventType;
  description: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  city: string;
  suburb: string;
  venue: string;
  /** Where a webinar is joined; null for events held in person. */
  joinUrl: string | null;
  rsvpCount: number;
  /** ISO date-time of this learner's RSVP; null when they have not RSVPed. */
  rsvpOn: string | null;
}

/** A product the learner marked as of interest (interestedProduct). */
export interface InterestedProductRow {
  productID: number;
  productName: string;
  productType: string;
  markedOn: string;
}

/** The learner's CFX admission letter: offered once they hold CFX, accepted once. */
export interface AdmissionLetter {
  /** Whether the learner holds the programme the letter admits them to. */
  eligible: boolean;
  productID: number;
  productName: string;
  /** ISO date-time of the acceptance; null until accepted. */
  acceptedOn: string | null;
}

export interface ReferralRequest {
  studentPartyID: number | string;
  friendName: string;
  friendEmail: string;
}

export interface ReferralSent {
  friendEmail: string;
  sentOn: string;
  /** How many more referrals the learner may send in the current window. */
  remainingToday: number;
}
