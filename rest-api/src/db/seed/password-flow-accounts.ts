import { RoleId } from '@finx/domain';
import type { DemoAccount } from './demo-accounts';

/**
 * Accounts the password, session and feedback flows change as they run (a reset password, a forced
 * change, a withdrawn consent, a signed-out session). Each flow owns one, so the demo accounts keep
 * Demo@1234 and other tests never meet a changed account or a session left open by these.
 */
export const PASSWORD_FLOW_ACCOUNTS = {
  resetLearner: account(40, 'reset.learner', 'Isha', 'Kulkarni'),
  forcedLearner: { ...account(41, 'forced.learner', 'Kabir', 'Malhotra'), forcePasswordChange: true },
  // Signed up with Google only: no password yet (current-password flag N).
  federatedLearner: { ...account(42, 'federated.learner', 'Tara', 'Menon'), federated: true },
  idleLearner: account(43, 'idle.learner', 'Dev', 'Chopra'),
  tabsLearner: account(44, 'tabs.learner', 'Zoya', 'Qureshi'),
  feedbackLearner: account(45, 'feedback.learner', 'Ravi', 'Pillai'),
  consentLearner: account(46, 'consent.learner', 'Sara', 'Fernandes'),
  tourLearner: account(47, 'tour.learner', 'Nikhil', 'Bose'),
} as const satisfies Record<string, DemoAccount & { forcePasswordChange?: boolean; federated?: boolean }>;

function account(userId: number, name: string, firstName: string, lastName: string) {
  return {
    userId,
    partyId: 1000 + userId,
    email: `${name}@finx.demo`,
    mobile: `97100000${userId}`,
    firstName,
    lastName,
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
  } as const;
}

/** Rows for the users table; the federated learner gets no hash and a Google id. */
export const passwordFlowUserRows = (passwordHash: string) =>
  Object.values(PASSWORD_FLOW_ACCOUNTS).map((entry) => {
    const { forcePasswordChange, federated, ...row } = {
      forcePasswordChange: false,
      federated: false,
      ...entry,
    };
    return {
      ...row,
      passwordHash: federated ? null : passwordHash,
      googleId: federated ? `demo-google-${row.userId}` : null,
      forcePasswordChange,
    };
  });
