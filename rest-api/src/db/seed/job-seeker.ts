import { ApplicationStatus, RoleId } from '@finx/domain';
import type { Transaction } from '../database';
import { jobApplicationHistory } from '../../services/jobs/jobs.schema';
import { jobApplications } from '../schema/jobs';
import { learnerProfiles } from '../schema/profile';
import type { DemoAccount } from './demo-accounts';
import { DEMO_JOB_IDS, stageIdOf } from './jobs';

const DAY = 86_400_000;

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

interface Step {
  position: number;
  daysAgo: number;
  status?: ApplicationStatus;
  reasonId?: number;
}

const APPLICATIONS: { jobId: number; steps: Step[] }[] = [
  {
    jobId: DEMO_JOB_IDS.interview,
    steps: [
      { position: 1, daysAgo: 20 },
      { position: 2, daysAgo: 17 },
      { position: 3, daysAgo: 12 },
      { position: 4, daysAgo: 5 },
    ],
  },
  {
    jobId: DEMO_JOB_IDS.rejected,
    steps: [
      { position: 1, daysAgo: 28 },
      { position: 2, daysAgo: 24 },
      { position: 3, daysAgo: 20 },
      { position: 3, daysAgo: 18, status: ApplicationStatus.REJECTED, reasonId: 4 },
    ],
  },
  {
    jobId: DEMO_JOB_IDS.placed,
    steps: [1, 2, 3, 4, 5, 6, 7].map((position) => ({
      position,
      daysAgo: 85 - position * 8,
      status: position === 7 ? ApplicationStatus.PLACED : undefined,
    })),
  },
];

/** The jobseeker's profile and applications, each with its history; the last step is where it stands. */
export const seedJobSeeker = async (tx: Transaction, now: number): Promise<void> => {
  await tx.insert(learnerProfiles).values(jobSeekerProfileRow()).onConflictDoNothing();
  const last = (steps: Step[]) => steps[steps.length - 1] as Step;
  const inserted = await tx
    .insert(jobApplications)
    .values(
      APPLICATIONS.map(({ jobId, steps }) => ({
        jobId,
        partyId: JOB_SEEKER.partyId,
        stageId: stageIdOf(jobId, last(steps).position),
        status: last(steps).status ?? ApplicationStatus.IN_PROGRESS,
        rejectionReasonId: last(steps).reasonId ?? null,
        appliedAt: new Date(now - (steps[0] as Step).daysAgo * DAY),
        updatedAt: new Date(now - last(steps).daysAgo * DAY),
      })),
    )
    .onConflictDoNothing()
    .returning({ applicationId: jobApplications.applicationId, jobId: jobApplications.jobId });
  const history = inserted.flatMap(({ applicationId, jobId }) =>
    (APPLICATIONS.find((entry) => entry.jobId === jobId)?.steps ?? []).map((step) => ({
      applicationId,
      stageId: stageIdOf(jobId, step.position),
      status: step.status ?? ApplicationStatus.IN_PROGRESS,
      rejectionReasonId: step.reasonId ?? null,
      at: new Date(now - step.daysAgo * DAY),
    })),
  );
  if (history.length > 0) await tx.insert(jobApplicationHistory).values(history);
};
