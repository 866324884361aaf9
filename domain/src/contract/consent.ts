import { defineFeatureContract, reasonsOf, type RestPathTable, withQuery } from './feature-contract';
import { sharedContract } from './shared';

/**
 * Messaging consent (`000 §3`, §7): withdrawing it, and unsubscribing by a sealed link. Sensitive fields
 * travel encrypted like everywhere else.
 */
export interface UnsubscribeRequest {
  /** The sealed query from the footer or a mail link; it names the address to unsubscribe. */
  token: string;
  reason?: string;
}

/** `001 §7` Notification unsubscribe reasons: the choices the unsubscribe page offers (`000 §2`). */
export const UNSUBSCRIBE_REASONS = [
  'I receive too many mails',
  'The mails are not relevant to me',
  'I did not sign up for these mails',
  'Other',
] as const;

const reasons = reasonsOf({
  // A withdrawn learner cannot sign in (identity) and is sent no message (the jobs' staff extras).
  CONSENT_WITHDRAWN: { code: 'SM-14', message: 'User has withdrawn consent' },
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is invalid.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

export const ConsentReasons = [C.UNSUBSCRIBE_LINK_INVALID, C.RATE_LIMITED, C.VALIDATION_FAILED] as const;
export type ConsentReason = (typeof ConsentReasons)[number];

const clientPaths = {
  UNSUBSCRIBE: '/unsubscribe-page',
  WITHDRAW_CONSENT: '/withdraw-consent',
} as const;

export const consentContract = defineFeatureContract({
  feature: 'consent',
  reasons,
  refusals: [ConsentReasons],
  clientPaths,
  clientRoutes: {
    /** The unsubscribe page; the sealed token names the address. */
    unsubscribe: (token?: string): string => withQuery(clientPaths.UNSUBSCRIBE, { token }),
  },
});

export const consentRestPaths = {
  feature: 'consent',
  restPaths: {
    WITHDRAW_CONSENT: '/finx-thor-authentication/api/v1/user/withdrawUserConsent',
    UNSUBSCRIBE: '/finx-thor-authentication/api/v1/user/unsubscribe',
    UNSUBSCRIBE_LINK: '/finx-thor-authentication/api/v1/user/unsubscribeLink',
    /** `001 §7` Notification unsubscribe reasons: public, as the unsubscribe page is. */
    UNSUBSCRIBE_REASONS: '/finx-notification/api/v1/unsubscribe/reasons',
  },
} as const satisfies RestPathTable;
