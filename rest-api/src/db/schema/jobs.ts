import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnswerType, ApplicationStatus, EmploymentType, JobCta, StageKind } from '@finx/domain';
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
const ANSWER_TYPES = [
  'TEXT',
  'NUMBER',
  'YES_NO',
  'SINGLE_CHOICE',
  'MULTI_CHOICE',
] as const satisfies readonly AnswerType[];
const APPLICATION_STATUSES = [
  'IN_PROGRESS',
  'REJECTED',
  'PLACED',
] as const satisfies readonly ApplicationStatus[];
const CTA_KINDS = ['CTA', 'APPLY_CLICK'] as const;
const CTAS = ['VIEW_DETAILS', 'ADD_COURSE_TO_CART', 'SHARE'] as const satisfies readonly JobCta[];

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

/** The questionnaire a learner answers when applying (`001 §7` job/questions, getAnswerType). */
export const jobQuestions = pgTable(
  'job_questions',
  {
    questionId: integer('question_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.jobId),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    answerType: text('answer_type', { enum: ANSWER_TYPES }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull(),
  },
  (table) => [index('job_questions_job_idx').on(table.jobId, table.position)],
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
  ],
);

/**
 * The answers given with an application; MULTI_CHOICE answers are stored as arrays. A reader beware:
 * drizzle's jsonb reader parses a string value once more, so a stored "650000" reads back as a number
 * (read `answer::text` where the type matters).
 */
export const jobApplicationAnswers = pgTable(
  'job_application_answers',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    questionId: integer('question_id')
      .notNull()
      .references(() => jobQuestions.questionId),
    answer: jsonb('answer').$type<string | string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.questionId] })],
);

/** Every move of an application, the apply itself first: the learner's stepper and history read it. */
export const jobApplicationHistory = pgTable(
  'job_application_history',
  {
    historyId: integer('history_id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    stageId: integer('stage_id')
      .notNull()
      .references(() => jobStages.stageId),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    rejectionReasonId: integer('rejection_reason_id').references(() => jobRejectionReasons.reasonId),
    at: stamp('at').notNull().defaultNow(),
    byPartyId: integer('by_party_id').references(() => users.partyId),
  },
  (table) => [index('job_application_history_application_idx').on(table.applicationId, table.at)],
);

/** Calls-to-action and apply clicks on job pages (`001 §7` cta, jobApplyClick), for the corporates' reports. */
export const jobCtaEvents = pgTable(
  'job_cta_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.jobId),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    kind: text('kind', { enum: CTA_KINDS }).notNull(),
    cta: text('cta', { enum: CTAS }),
    at: stamp('at').notNull().defaultNow(),
  },
  (table) => [index('job_cta_events_job_idx').on(table.jobId, table.at)],
);

/** A learner asking to be contacted about a course (`001 §7` course/apply), once per course. */
export const courseApplications = pgTable(
  'course_applications',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    appliedAt: stamp('applied_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.productId] })],
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
