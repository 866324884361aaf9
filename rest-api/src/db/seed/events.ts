import type { EventType } from '@finx/domain';
import { JOB_SEEKER } from './job-seeker';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface EventSeed {
  eventId: number;
  title: string;
  eventType: EventType;
  description: string;
  /** Days from the seeding day; negative for an event already held. */
  inDays: number;
  /** Start, hours after midnight UTC (05:00 UTC is 10:30 IST). */
  atHourUtc: number;
  hours: number;
  city: string;
  suburb: string;
  venue: string;
  joinUrl?: string;
  /** Seats; absent means no limit. */
  capacity?: number;
}

const WEBINAR_URL = 'https://events.finx.demo/live';

/**
 * Demo events (`001 §3` CalenderAndEvents) in a few Indian cities, dated from the seeding day so the
 * calendar always has events ahead; two are already past (RSVP to them is refused). Ids are fixed.
 */
export const DEMO_EVENTS: readonly EventSeed[] = [
  {
    eventId: 501,
    title: 'Careers in Retail Banking',
    eventType: 'WEBINAR',
    description:
      'Bankers from leading Indian banks talk through branch, operations and sales roles, and how to prepare for them.',
    inDays: 2,
    atHourUtc: 12,
    hours: 1,
    city: 'Mumbai',
    suburb: 'Bandra Kurla Complex',
    venue: 'Online (live stream from BKC)',
    joinUrl: `${WEBINAR_URL}/retail-banking`,
  },
  {
    eventId: 502,
    title: 'CFX Campus Drive: Mumbai',
    eventType: 'CAMPUS_DRIVE',
    description:
      'Aptitude test and interviews for the Chartered Financial Expert programme. Bring a printed resume and a photo ID.',
    inDays: 4,
    atHourUtc: 4,
    hours: 6,
    city: 'Mumbai',
    suburb: 'Andheri',
    venue: 'St. Xavier’s Institute, Andheri East',
    capacity: 200,
  },
  {
    eventId: 503,
    title: 'KYC and AML in Practice',
    eventType: 'WORKSHOP',
    description:
      'A hands-on workshop on customer due diligence, suspicious transaction reports and the RBI Master Direction on KYC.',
    inDays: 6,
    atHourUtc: 5,
    hours: 3,
    city: 'Mumbai',
    suburb: 'Powai',
    venue: 'FinX Learning Centre, Hiranandani Gardens',
  },
  {
    eventId: 504,
    title: 'Insurance Sales Bootcamp',
    eventType: 'WORKSHOP',
    description: 'Needs-based selling, IRDAI rules for agents and a mock customer meeting.',
    inDays: 8,
    atHourUtc: 5,
    hours: 4,
    city: 'Bengaluru',
    suburb: 'Koramangala',
    venue: 'Koramangala Club, 6th Block',
  },
  {
    eventId: 505,
    title: 'Campus Drive: Bengaluru',
    eventType: 'CAMPUS_DRIVE',
    description: 'Hiring drive for relationship manager and operations trainee roles with partner banks.',
    inDays: 10,
    atHourUtc: 4,
    hours: 6,
    city: 'Bengaluru',
    suburb: 'Whitefield',
    venue: 'ITPL Convention Hall',
  },
  {
    eventId: 506,
    title: 'Mutual Funds for Beginners',
    eventType: 'WEBINAR',
    description: 'How mutual funds work, what a distributor does, and the NISM certification path.',
    inDays: 12,
    atHourUtc: 13,
    hours: 1,
    city: 'Bengaluru',
    suburb: 'Indiranagar',
    venue: 'Online (live stream)',
    joinUrl: `${WEBINAR_URL}/mutual-funds`,
  },
  {
    eventId: 507,
    title: 'Credit Appraisal Workshop',
    eventType: 'WORKSHOP',
    description: 'Reading balance sheets, cash-flow based lending and a live MSME loan case.',
    inDays: 14,
    atHourUtc: 5,
    hours: 4,
    city: 'New Delhi',
    suburb: 'Connaught Place',
    venue: 'India International Centre Annexe',
  },
  {
    eventId: 508,
    title: 'Campus Drive: Delhi NCR',
    eventType: 'CAMPUS_DRIVE',
    description: 'Walk-in drive for graduates: assessment, group discussion and interviews.',
    inDays: 16,
    atHourUtc: 4,
    hours: 6,
    city: 'New Delhi',
    suburb: 'Saket',
    venue: 'Select City Walk Auditorium',
  },
  {
    eventId: 509,
    title: 'Digital Payments and UPI',
    eventType: 'WEBINAR',
    description: 'UPI, payment aggregators and the careers that fintech partnerships create in banks.',
    inDays: 18,
    atHourUtc: 12,
    hours: 1,
    city: 'Pune',
    suburb: 'Hinjewadi',
    venue: 'Online (live stream)',
    joinUrl: `${WEBINAR_URL}/upi`,
  },
  {
    eventId: 510,
    title: 'Interview Skills for BFSI Roles',
    eventType: 'WORKSHOP',
    description: 'Mock interviews with hiring managers, feedback on your answers and your resume.',
    inDays: 20,
    atHourUtc: 5,
    hours: 3,
    city: 'Pune',
    suburb: 'Kothrud',
    venue: 'MIT World Peace University, Seminar Hall 2',
  },
  {
    eventId: 511,
    title: 'Campus Drive: Chennai',
    eventType: 'CAMPUS_DRIVE',
    description: 'Hiring drive for branch banking and insurance operations roles.',
    inDays: 24,
    atHourUtc: 4,
    hours: 6,
    city: 'Chennai',
    suburb: 'T. Nagar',
    venue: 'Vani Mahal, G.N. Chetty Road',
  },
  {
    eventId: 512,
    title: 'Wealth Management Careers',
    eventType: 'WEBINAR',
    description: 'Private banking, advisory and the certifications that open the door.',
    inDays: 28,
    atHourUtc: 13,
    hours: 1,
    city: 'Chennai',
    suburb: 'Adyar',
    venue: 'Online (live stream)',
    joinUrl: `${WEBINAR_URL}/wealth`,
  },
  {
    eventId: 498,
    title: 'Banking Basics Orientation',
    eventType: 'WEBINAR',
    description: 'An introduction to the FinX programmes (already held).',
    inDays: -5,
    atHourUtc: 12,
    hours: 1,
    city: 'Mumbai',
    suburb: 'Bandra Kurla Complex',
    venue: 'Online (live stream)',
    joinUrl: `${WEBINAR_URL}/orientation`,
  },
  {
    eventId: 499,
    title: 'Campus Drive: Pune (held)',
    eventType: 'CAMPUS_DRIVE',
    description: 'Last month’s drive in Pune.',
    inDays: -12,
    atHourUtc: 4,
    hours: 6,
    city: 'Pune',
    suburb: 'Hinjewadi',
    venue: 'Rajiv Gandhi Infotech Park, Phase 1',
  },
];

/** The first upcoming and the first past event, for tests that need one of each. */
export const DEMO_EVENT_IDS = { upcomingWebinar: 501, upcomingDrive: 502, past: 498 } as const;

export const eventRows = (now: number) => {
  const midnight = now - (now % DAY);
  return DEMO_EVENTS.map(({ inDays, atHourUtc, hours, joinUrl, capacity, ...event }) => {
    const startsAt = new Date(midnight + inDays * DAY + atHourUtc * HOUR);
    return {
      ...event,
      joinUrl: joinUrl ?? null,
      capacity: capacity ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
    };
  });
};

/** The demo college's student has RSVPed to the last webinar, so the staff RSVP report shows a row at once. */
export const eventRsvpRows = (now: number) => [
  { eventId: 512, partyId: JOB_SEEKER.partyId, rsvpAt: new Date(now - DAY) },
];
