import { ReasonCode as C, type TourReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/** completeTour has no arguments: a refusal concerns the request as a whole. */
export const TOUR_FIELDS = {
  [C.NOT_FOUND]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<TourReason>;
