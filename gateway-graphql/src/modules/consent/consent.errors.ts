import { ReasonCode as C, type ConsentReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** An unsubscribe link that does not open is about the `token` argument of `unsubscribe`. */
export const CONSENT_FIELDS = {
  [C.UNSUBSCRIBE_LINK_INVALID]: 'token',
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<ConsentReason>;
