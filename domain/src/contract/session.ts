import { defineFeatureContract, type RestPathTable } from './feature-contract';

/**
 * REST sessions: the anonymous and user tokens, and whether a session is still live. The jti rotation
 * every tier follows is in `jti.ts`; the session's reason codes (SESSION_EXPIRED, STALE_JTI...) are
 * shared by every feature (`shared.ts`).
 */
export const sessionContract = defineFeatureContract({
  feature: 'session',
});

export const sessionRestPaths = {
  feature: 'session',
  restPaths: {
    JWT_TOKEN: '/thor-token-management/api/v1/jwt-token',
    /** Not in the spec: is the caller's session still live (the gateway's `viewer` asks, issue 10). */
    SESSION: '/finx-thor-authentication/api/v1/session',
  },
} as const satisfies RestPathTable;
