import { REFERRALS_PER_DAY } from '../validation/form-texts';
import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

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

const reasons = reasonsOf({
  EVENT_ALREADY_RSVPED: 'You have already RSVPed to this event.',
  // Staff events refuse a reminder for a past event with it too.
  EVENT_IS_PAST: 'This event has already taken place, so RSVPs are closed.',
  EVENT_FULL: 'This event is full. Please choose another event.',
  ADMISSION_NOT_ELIGIBLE:
    'Your admission letter is issued once you have purchased the Chartered Financial Expert (CFX) programme.',
  ADMISSION_ALREADY_ACCEPTED: 'You have already accepted your admission letter.',
  REFERRAL_LIMIT: `You can refer up to ${REFERRALS_PER_DAY} friends a day. Please try again tomorrow.`,
  REFERRAL_ALREADY_SENT: 'You have already invited this friend.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** The learner dashboard (`001 §3` Dashboard): events and RSVP, the admission letter, parent details, referrals. */
export const DashboardReasons = [
  C.NOT_FOUND,
  C.EVENT_ALREADY_RSVPED,
  C.EVENT_IS_PAST,
  C.EVENT_FULL,
  C.ADMISSION_NOT_ELIGIBLE,
  C.ADMISSION_ALREADY_ACCEPTED,
  C.REFERRAL_LIMIT,
  C.REFERRAL_ALREADY_SENT,
  C.VALIDATION_FAILED,
] as const;
export type DashboardReason = (typeof DashboardReasons)[number];

/** The section of the learner dashboard that lists My Learning. */
const MY_LEARNING_ANCHOR = 'my-learning';

const clientPaths = {
  LEARNER_DASHBOARD: '/studentDashboard',
  /** `001 §2`'s header component as a route: the header is part of the learner layout, so it opens the dashboard. */
  DASHBOARD_HEADER: '/dashboardheader',
  /** Not in the spec by path: the learner footer's View All Events (`001 §2` screen 3), every event, paged. */
  EVENTS: '/events',
} as const;

export const dashboardContract = defineFeatureContract({
  feature: 'dashboard',
  reasons,
  refusals: [DashboardReasons],
  clientPaths,
  clientRoutes: {
    learnerDashboard: (): string => clientPaths.LEARNER_DASHBOARD,
    myLearning: (): string => `${clientPaths.LEARNER_DASHBOARD}#${MY_LEARNING_ANCHOR}`,
  },
});

export const dashboardRestPaths = {
  feature: 'dashboard',
  restPaths: {
    /** `001 §3` Dashboard: the learner's products of interest (GET a page, POST to mark or unmark one). */
    INTERESTED_PRODUCT: '/finx-fc-student-dashboard/api/v1/studentDashboard/interestedProduct',
    /** `001 §3` Events (CalenderAndEvents): the type list, cities, suburbs, a learner's page, one event, RSVP. */
    EVENT_TYPES: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/type',
    EVENT_CITIES: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/filteredCity',
    EVENT_SUBURBS: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/suburb',
    EVENT_LIST: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/filteredStudent',
    EVENT_DETAILS: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/detailsOnEventID',
    EVENT_RSVP: '/finx-fc-student-dashboard/api/v1/studentDashboard/CalenderAndEvents/rsvp',
    /** Not named by the spec: reads the admission letter saveAdmissionLetterAccept accepts. */
    ADMISSION_LETTER: '/finx-fc-student-dashboard/api/v1/studentDashboard/admissionLetter',
    ADMISSION_LETTER_ACCEPT: '/finx-fc-student-dashboard/api/v1/studentDashboard/saveAdmissionLetterAccept',
    REFERRAL_MAIL: '/finx-fc-student-dashboard/api/v1/studentDashboard/refferalMail',
  },
} as const satisfies RestPathTable;
