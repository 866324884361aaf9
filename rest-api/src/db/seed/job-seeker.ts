import { RoleId } from '@finx/domain';
import type { DemoAccount } from './demo-accounts';

/**
 * The learner the jobs screens are shown with: a profile listing key skills (so fit and "matching my
 * skills" have something to match) and three applications at different points of the pipeline. The
 * demo learner gets none, so other features' tests never see jobs data.
 */
export const JOB_SEEKER = {
  userId: 70,
  partyId: 1070,
  email: 'jobseeker@finx.demo',
  mobile: '9710000070',
  firstName: 'Neha',
  lastName: 'Joshi',
  roleId: RoleId.LEARNER,
  status: 'ACTIVE',
} as const satisfies DemoAccount;

/** Communication, KYC and AML, Customer Handling, Banking Operations (profile-options.ts ids). */
export const JOB_SEEKER_SKILL_IDS = [101, 105, 106, 110];

export const jobSeekerProfileRow = () => ({
  partyId: JOB_SEEKER.partyId,
  preferences: {
    jobFunctionId: 3,
    keySkillIds: JOB_SEEKER_SKILL_IDS,
    interestAreaIds: [201],
    preferredDomainId: 301,
    locationIds: [401, 407],
  },
});

/** Rejection reason 4 of JOB_REJECTION_REASON_ROWS. */
export const JOB_SEEKER_REJECTION = 'Did not clear the assessment';
