import type { ApplicationStatus, EmploymentType, StageKind } from '@finx/domain';
import { date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './identity';
import { profileOptions } from './profile';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const EMPLOYMENT_TYPES = ['FULL_TIME', 'INTERNSHIP', 'CONTRACT'] as const satisfies readonly EmploymentType[];
const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
const STAGE_KINDS = [
  'APPLIED',
  'SCREENING',
  'ASSESSMENT',
  'INTERVIEW',
  'OFFER',
  'PLACED',
] as const satisfies readonly StageKind[];
export const APPLICATION_STATUSES = [
  'IN_PROGRESS',
  'REJECTED',
  'PLACED',
] as const satisfies readonly ApplicationStatus[];

export type JobStatus = (typeof JOB_STATUSES)[number];

/** The hiring companies (`001 §7` Party and jobs). Seeded rows take small ids; generated ones start above. */
export const corporates = pgTable('corporates', {
  corporateId: integer('corporate_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
  name: text('name').notNull().unique(),
  about: text('about').notNull(),
  city: text('city').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/** A corporate's opening; skills and locations are profile option ids, so search matches the profile's. */
export const jobs = pgTable(
  'jobs',
  {
    jobId: integer('job_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.corporateId),
    title: text('title').notNull(),
    description: text('description').notNull(),
    jobFunctionId: integer('job_function_id')
      .notNull()
      .references(() => profileOptions.optionId),
    keySkillIds: integer('key_skill_ids').array().notNull(),
    locationIds: integer('location_ids').array().notNull(),
    minExperience: integer('min_experience').notNull(),
    maxExperience: integer('max_experience').notNull(),
    // Annual CTC in whole rupees: salaries are quoted so, never charged, so paise buy nothing here.
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    openings: integer('openings').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    postedAt: stamp('posted_at').notNull().defaultNow(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    recommendedProductId: integer('recommended_product_id').references(() => products.productId),
    createdBy: integer('created_by').references(() => users.partyId),
  },
  (table) => [index('jobs_posted_at_idx').on(table.postedAt), index('jobs_status_idx').on(table.status)],
);

/** A job's own pipeline, copied from DEFAULT_PIPELINE when the job is created. */
export const jobStages = pgTable(
  'job_stages',
  {
    stageId: integer('stage_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.jobId),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: STAGE_KINDS }).notNull(),
  },
  (table) => [unique('job_stages_job_position_uq').on(table.jobId, table.position)],
);

/** Why an application was turned down (`001 §7` rejection/reasons). */
export const jobRejectionReasons = pgTable('job_rejection_reasons', {
  reasonId: integer('reason_id').primaryKey(),
  text: text('text').notNull(),
});

/** One application per learner and job: the unique constraint refuses a second, even in a race. */
export const jobApplications = pgTable(
  'job_applications',
  {
    applicationId: integer('application_id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.jobId),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    stageId: integer('stage_id')
      .notNull()
      .references(() => jobStages.stageId),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    rejectionReasonId: integer('rejection_reason_id').references(() => jobRejectionReasons.reasonId),
    appliedAt: stamp('applied_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('job_applications_job_party_uq').on(table.jobId, table.partyId),
    index('job_applications_party_idx').on(table.partyId, table.appliedAt),
    // A job's candidate list in its default order (newest application first, the id keeping pages
    // stable): a page of a job with 50,000 applicants reads its rows in order (docs/decisions/scale.md).
    index('job_applications_job_applied_idx').on(
      table.jobId,
      table.appliedAt.desc().nullsLast(),
      table.applicationId,
    ),
  ],
);

/** A placed application's joining (`001 §7` savePlacementBy): one per application, the last save kept. */
export const jobPlacements = pgTable('job_placements', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => jobApplications.applicationId),
  joiningDate: date('joining_date', { mode: 'string' }).notNull(),
  // Annual CTC in whole rupees, as the job's salary range.
  ctc: integer('ctc').notNull(),
  recordedBy: integer('recorded_by')
    .notNull()
    .references(() => users.partyId),
  recordedAt: stamp('recorded_at').notNull().defaultNow(),
});
