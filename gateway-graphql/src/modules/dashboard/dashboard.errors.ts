import type { DashboardReason } from '@finx/domain';
import { type FieldMap, inputPath } from '../shared/user-errors';
import type { ReferFriendInput } from './dashboard.types';

/** RSVP: an unknown, past or already-answered event concerns the event argument. */
export const RSVP_FIELDS = {
  NOT_FOUND: 'eventId',
  EVENT_ALREADY_RSVPED: 'eventId',
  EVENT_IS_PAST: 'eventId',
  EVENT_FULL: 'eventId',
  ADMISSION_NOT_ELIGIBLE: null,
  ADMISSION_ALREADY_ACCEPTED: null,
  REFERRAL_LIMIT: null,
  REFERRAL_ALREADY_SENT: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<DashboardReason>;

/** Marking a product: an unknown product concerns the product argument. */
export const INTEREST_FIELDS = {
  ...RSVP_FIELDS,
  NOT_FOUND: 'productId',
} as const satisfies FieldMap<DashboardReason>;

/** The admission letter and the referral form: refusals concern the request as a whole. */
export const FORM_FIELDS = {
  ...RSVP_FIELDS,
  NOT_FOUND: null,
  EVENT_ALREADY_RSVPED: null,
  EVENT_IS_PAST: null,
  EVENT_FULL: null,
} as const satisfies FieldMap<DashboardReason>;

/**
 * A repeated invitation concerns the friend's address; so does REST's one rule the gateway cannot check
 * first (the address is the learner's own), the only VALIDATION_FAILED left once the fields passed here.
 */
export const REFERRAL_FIELDS = {
  ...FORM_FIELDS,
  REFERRAL_ALREADY_SENT: 'input.friendEmail',
  VALIDATION_FAILED: 'input.friendEmail',
} as const satisfies FieldMap<DashboardReason>;

export const referralPath = (field: Extract<keyof ReferFriendInput, string>) =>
  inputPath<ReferFriendInput>(field);
