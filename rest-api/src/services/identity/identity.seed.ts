import { hash } from '@node-rs/argon2';
import { roles, users } from '../../db/schema/identity';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LOAD_LEARNERS,
  LOGIN_CASE_ACCOUNTS,
  ROLE_ROWS,
} from '../../db/seed/demo-accounts';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { JOB_SEEKER } from '../../db/seed/job-seeker';
import { passwordFlowUserRows } from '../../db/seed/password-flow-accounts';
import { profileUserRows } from '../../db/seed/profile-accounts';

/** The roles; in a demo, every demo account (the other features' demo rows belong to them). */
export const identitySeed: FeatureSeed = {
  reference: async (tx) => {
    await tx.insert(roles).values(ROLE_ROWS).onConflictDoNothing();
  },
  demo: async (tx) => {
    const accounts = await Promise.all(
      Object.values(DEMO_ACCOUNTS).map(async (account) => ({
        ...account,
        passwordHash: await hash(DEMO_PASSWORD),
      })),
    );
    await tx.insert(users).values(accounts).onConflictDoNothing();
    // One hash serves the many extra accounts: argon2 is slow on purpose, and they share the password.
    const sharedHash = await hash(DEMO_PASSWORD);
    await tx.insert(users).values(passwordFlowUserRows(sharedHash)).onConflictDoNothing();
    await tx.insert(users).values(profileUserRows(sharedHash)).onConflictDoNothing();
    await tx
      .insert(users)
      .values([
        ...Object.values(LOGIN_CASE_ACCOUNTS).map(({ consentWithdrawn, ...account }) => ({
          ...account,
          passwordHash: sharedHash,
          consentWithdrawnAt: consentWithdrawn ? new Date() : null,
        })),
        ...LOAD_LEARNERS.map((account) => ({ ...account, passwordHash: sharedHash })),
        { ...JOB_SEEKER, passwordHash: sharedHash },
      ])
      .onConflictDoNothing();
  },
};
