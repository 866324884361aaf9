import { defineFeatureContract, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/** Personnel data (`000 §3`): the tour flag. */
export interface PersonnelDataRequest {
  studentID: number;
  isTourCompleted: 0 | 1;
}
export interface PersonnelDataResponse {
  studentID: number;
  isTourCompleted: 0 | 1;
}

/** NOT_FOUND: the flag of a student who is not there (the read; the gateway reads it as an error). */
export const TourReasons = [
  sharedContract.reasons.codes.NOT_FOUND,
  sharedContract.reasons.codes.VALIDATION_FAILED,
] as const;
export type TourReason = (typeof TourReasons)[number];

const clientPaths = { TOUR: '/my-tour' } as const;

export const tourContract = defineFeatureContract({
  feature: 'tour',
  refusals: [TourReasons],
  clientPaths,
});

export const tourRestPaths = {
  feature: 'tour',
  restPaths: {
    PERSONNEL_DATA: '/finx-fc-registration/api/v1/personnelData',
  },
} as const satisfies RestPathTable;
