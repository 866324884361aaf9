import { Text } from '../messages';
import { defineFeatureContract, reasonsOf, type RestPathTable, withQuery } from './feature-contract';

/**
 * What belongs to no one feature: the reason codes every feature (or the transport, the session, the
 * roles) may answer with, the REST read batch, and the shell's screens. A feature's own codes, paths
 * and screens are in its file.
 */
const reasons = reasonsOf({
  TOKEN_FAILURE: 'Sorry for the Inconvenience! Error has been raised',
  SESSION_EXPIRED: 'Your session is expired, Please login again.',
  UNAUTHENTICATED: 'Your session is expired, Please login again.',
  STALE_JTI: 'Your session is expired, Please login again.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'The requested record was not found.',
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  SENSITIVE_FIELD_IN_CLEAR: 'Sensitive fields must be encrypted.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  // Sign-in, mobile OTP and registration all count failures per network address.
  LOGIN_THROTTLED:
    'Too many unsuccessful sign-in attempts have been made from your network. Please wait a few minutes and try again.',
  // `001 §8` Empty export (the job candidates' and the staff reports' spreadsheets).
  EXPORT_EMPTY: Text.NO_RECORD_FOUND,
  UPSTREAM_UNAVAILABLE: 'Sorry for the Inconvenience! Error has been raised',
  INTERNAL: 'Something went wrong !!',
});

const clientPaths = {
  HOME: '/',
  ACCESS_DENIED: '/access-denied',
} as const;

export const sharedContract = defineFeatureContract({
  feature: 'shared',
  reasons,
  clientPaths,
  clientRoutes: {
    home: (): string => clientPaths.HOME,
    /** `000 §4`: a learner whose session timed out lands home with the flag that explains why. */
    sessionTimeout: (): string => withQuery(clientPaths.HOME, { sessiontimeout: true }),
    accessDenied: (): string => clientPaths.ACCESS_DENIED,
  },
});

/** A file download (a report, a job's applicants): nothing to read, or nothing in it. */
export const ExportReasons = [
  sharedContract.reasons.codes.NOT_FOUND,
  sharedContract.reasons.codes.EXPORT_EMPTY,
] as const;
export type ExportReason = (typeof ExportReasons)[number];

export const sharedRestPaths = {
  feature: 'shared',
  restPaths: {
    /** Not in the spec: several reads answered under one authentication (see contract/batch.ts). */
    BATCH: '/finx-batch/api/v1/batch',
  },
} as const satisfies RestPathTable;
