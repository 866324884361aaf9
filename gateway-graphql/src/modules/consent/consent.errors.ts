import { ReasonCode as C, type ConsentReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/**
 * An unsubscribe link that does not open is about the `token` argument of `unsubscribe`; too many
 * requests from one address (issue 25) concern the request as a whole.
 */
export const CONSENT_FIELDS = {
  [C.UNSUBSCRIBE_LINK_INVALID]: 'token',
  [C.RATE_LIMITED]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<ConsentReason>;
