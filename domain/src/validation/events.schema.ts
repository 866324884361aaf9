import { mixed, number, object, string, type StringSchema } from 'yup';
import { EventType } from '../contract/dashboard';
import { EventMode } from '../contract/events';

/** The spec shows no event limits (`001 §9`): these are this system's, and their words (docs/decisions.md). */
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2_000;
export const EVENT_PLACE_MAX = 80;
export const EVENT_VENUE_MAX = 160;
export const EVENT_CAPACITY_MAX = 100_000;

export const EventMessage = {
  TITLE_REQUIRED: 'Please enter the Event Title',
  TITLE_TOO_LONG: `The Event Title can be up to ${EVENT_TITLE_MAX} characters`,
  TYPE_REQUIRED: 'Please select the Event Type',
  DESCRIPTION_REQUIRED: 'Please enter the Event Description',
  DESCRIPTION_TOO_LONG: `The Event Description can be up to ${EVENT_DESCRIPTION_MAX} characters`,
  MODE_REQUIRED: 'Please select the Event Mode',
  DATE_REQUIRED: 'Please select the Event Date',
  DATE_INVALID: 'Please enter a valid Event Date (DD/MM/YYYY)',
  START_REQUIRED: 'Please enter the Start Time',
  END_REQUIRED: 'Please enter the End Time',
  TIME_INVALID: 'Please enter a time as HH:MM',
  END_BEFORE_START: 'The End Time must be after the Start Time',
  CITY_REQUIRED: 'Please enter the City',
  SUBURB_REQUIRED: 'Please enter the Suburb',
  VENUE_REQUIRED: 'Please enter the Venue',
  PLACE_TOO_LONG: `Please keep this under ${EVENT_PLACE_MAX} characters`,
  VENUE_TOO_LONG: `The Venue can be up to ${EVENT_VENUE_MAX} characters`,
  LINK_REQUIRED: 'Please enter the joining link of an online event',
  LINK_INVALID: 'Please enter a valid link starting with https://',
  DATE_PAST: 'A new event must start in the future',
  CAPACITY_INVALID: `The Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}`,
} as const;

const M = EventMessage;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/** A real calendar day: `2026-02-31` matches the shape but is no date. */
const isCalendarDate = (value: string | undefined): boolean => {
  if (!value || !ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Required for an in-person event; an online one keeps none (what an earlier choice left is dropped). */
const inPersonOnly = (field: StringSchema<string | undefined>, required: string) =>
  field
    .default('')
    .defined()
    .when('mode', {
      is: EventMode.ONLINE,
      then: (online) => online.transform(() => ''),
      otherwise: (inPerson) => inPerson.required(required),
    });

/**
 * /add-event and /edit-event: an event's fields. Times are HH:mm in India Standard Time on the date;
 * an online event needs its https joining link and no suburb or venue, an in-person one drops any link.
 */
export const eventSchema = object({
  title: string().trim().required(M.TITLE_REQUIRED).max(EVENT_TITLE_MAX, M.TITLE_TOO_LONG),
  eventType: mixed<EventType>().required(M.TYPE_REQUIRED).oneOf(Object.values(EventType), M.TYPE_REQUIRED),
  description: string()
    .trim()
    .required(M.DESCRIPTION_REQUIRED)
    .max(EVENT_DESCRIPTION_MAX, M.DESCRIPTION_TOO_LONG),
  mode: mixed<EventMode>().required(M.MODE_REQUIRED).oneOf(Object.values(EventMode), M.MODE_REQUIRED),
  date: string().trim().required(M.DATE_REQUIRED).test('date', M.DATE_INVALID, isCalendarDate),
  startTime: string().trim().required(M.START_REQUIRED).matches(TIME, M.TIME_INVALID),
  endTime: string()
    .trim()
    .required(M.END_REQUIRED)
    .matches(TIME, M.TIME_INVALID)
    .test('after-start', M.END_BEFORE_START, function after(value) {
      const start = this.parent.startTime as unknown;
      return typeof start !== 'string' || !TIME.test(start) || !value || value > start;
    }),
  city: string().trim().required(M.CITY_REQUIRED).max(EVENT_PLACE_MAX, M.PLACE_TOO_LONG),
  // A place to come to only in person: an online event (a webinar) has its link instead (issue 28 item 10).
  suburb: inPersonOnly(string().trim().max(EVENT_PLACE_MAX, M.PLACE_TOO_LONG), M.SUBURB_REQUIRED),
  venue: inPersonOnly(string().trim().max(EVENT_VENUE_MAX, M.VENUE_TOO_LONG), M.VENUE_REQUIRED),
  joinUrl: string()
    .trim()
    .nullable()
    .transform(blankToNull)
    .when('mode', {
      is: EventMode.ONLINE,
      then: (field) => field.required(M.LINK_REQUIRED).matches(HTTPS_URL, M.LINK_INVALID),
      otherwise: (field) => field.transform(() => null),
    }),
  capacity: number()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(M.CAPACITY_INVALID)
    .integer(M.CAPACITY_INVALID)
    .min(1, M.CAPACITY_INVALID)
    .max(EVENT_CAPACITY_MAX, M.CAPACITY_INVALID),
});

export interface EventFormValues {
  title: string;
  eventType: EventType | '';
  description: string;
  mode: EventMode;
  date: string;
  startTime: string;
  endTime: string;
  city: string;
  suburb: string;
  venue: string;
  joinUrl: string;
  capacity: number | '';
}

/** IST has no daylight saving: an IST wall time is always UTC+05:30. */
const IST_OFFSET = '+05:30';

/** The instant of an IST date and HH:mm time. */
export const istInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00${IST_OFFSET}`);

/** An instant as the IST date (`YYYY-MM-DD`) and time (`HH:mm`) the event form shows. */
export const istParts = (instant: Date): { date: string; time: string } => {
  const shifted = new Date(instant.getTime() + 330 * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
};
