import { ApplicationStatus } from '@finx/domain';
import type { Transaction } from '../../db/database';
import { corporates, jobApplications, jobRejectionReasons, jobs, jobStages } from '../../db/schema/jobs';
import { learnerProfiles } from '../../db/schema/profile';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { JOB_SEEKER, jobSeekerProfileRow } from '../../db/seed/job-seeker';
import {
  CORPORATE_ROWS,
  DEMO_JOB_IDS,
  JOB_REJECTION_REASON_ROWS,
  jobSeedRows,
  stageIdOf,
} from '../../db/seed/jobs';
import { jobApplicationHistory, jobQuestions } from './jobs.schema';

const DAY = 86_400_000;

/**
 * The rejection reasons always; in a demo, the hiring companies (corporates are listed after jobs, whose
 * demo openings need them), their jobs with pipelines and questionnaires, and the job seeker's story.
 */
export const jobsSeed: FeatureSeed = {
  reference: async (tx) => {
    await tx.insert(jobRejectionReasons).values(JOB_REJECTION_REASON_ROWS).onConflictDoNothing();
  },
  demo: async (tx, { now }) => {
    const jobRows = jobSeedRows(now);
    await tx.insert(corporates).values(CORPORATE_ROWS).onConflictDoNothing();
    await tx.insert(jobs).values(jobRows.jobs).onConflictDoNothing();
    await tx.insert(jobStages).values(jobRows.stages).onConflictDoNothing();
    await tx.insert(jobQuestions).values(jobRows.questions).onConflictDoNothing();
    await seedJobSeeker(tx, now);
  },
};

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
const seedJobSeeker = async (tx: Transaction, now: number): Promise<void> => {
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
