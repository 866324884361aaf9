import type { EventsReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { EventInput } from './events.types';

/** Saving an event: an unknown event concerns its id; REST's one rule beyond the form's, the date. */
export const SAVE_FIELDS = {
  NOT_FOUND: inputPath<EventInput>('eventId'),
  EVENT_IS_PAST: inputPath<EventInput>('date'),
  EVENT_NO_RSVPS: null,
  VALIDATION_FAILED: inputPath<EventInput>('date'),
} as const satisfies FieldMap<EventsReason>;

/** The reminder mail: every refusal is about the event named. */
export const REMINDER_FIELDS = {
  NOT_FOUND: 'eventId',
  EVENT_IS_PAST: 'eventId',
  EVENT_NO_RSVPS: 'eventId',
  VALIDATION_FAILED: 'eventId',
} as const satisfies FieldMap<EventsReason>;
