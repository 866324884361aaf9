import { RoleId } from '@finx/domain';
import type { DemoAccount } from './demo-accounts';

/**
 * Learners the profile's tests fill in, so the demo learner's profile stays as seeded: one with a
 * password, one registered by mobile OTP alone (no password yet, the spec's current-password flag N).
 */
export const PROFILE_ACCOUNTS = {
  profileLearner: account(60, 'profile.learner', 'Aarav', 'Nair', '9710000060'),
  otherProfileLearner: account(61, 'profile.other', 'Diya', 'Rao', '9710000061'),
  mobileOnlyLearner: { ...account(62, 'mobile.only', 'Kiran', 'Gupta', '9710000062'), passwordless: true },
} as const satisfies Record<string, DemoAccount & { passwordless?: boolean }>;

function account(userId: number, name: string, firstName: string, lastName: string, mobile: string) {
  return {
    userId,
    partyId: 1000 + userId,
    email: `${name}@finx.demo`,
    mobile,
    firstName,
    lastName,
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
  } as const;
}

/** Rows for the users table; the mobile-only learner gets no password hash. */
export const profileUserRows = (passwordHash: string) =>
  Object.values(PROFILE_ACCOUNTS).map((entry) => {
    const { passwordless, ...row } = { passwordless: false, ...entry };
    return { ...row, passwordHash: passwordless ? null : passwordHash };
  });
