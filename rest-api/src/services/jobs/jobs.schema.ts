import type { AnswerType, JobCta, MessageChannel, RsvpResponse } from '@finx/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import {
  APPLICATION_STATUSES,
  jobApplications,
  jobRejectionReasons,
  jobs,
  jobStages,
} from '../../db/schema/jobs';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const ANSWER_TYPES = [
  'TEXT',
  'NUMBER',
  'YES_NO',
  'SINGLE_CHOICE',
  'MULTI_CHOICE',
] as const satisfies readonly AnswerType[];
const CTA_KINDS = ['CTA', 'APPLY_CLICK'] as const;
const CTAS = ['VIEW_DETAILS', 'ADD_COURSE_TO_CART', 'SHARE'] as const satisfies readonly JobCta[];

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

// Spelled out: drizzle-kit loads this file without the workspace packages, so only types may come from them.
const CHANNELS = ['EMAIL', 'SMS'] as const satisfies readonly MessageChannel[];
const RSVP_RESPONSES = ['ACCEPTED', 'DECLINED'] as const satisfies readonly RsvpResponse[];

/**
 * Staff ratings of an application at a stage (`001 §7` save feedback, rating history): one per
 * application, stage and staff member, so a second save corrects the first instead of adding a vote.
 */
export const jobApplicationRatings = pgTable(
  'job_application_ratings',
  {
    ratingId: integer('rating_id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    stageId: integer('stage_id')
      .notNull()
      .references(() => jobStages.stageId),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull(),
    byPartyId: integer('by_party_id')
      .notNull()
      .references(() => users.partyId),
    ratedAt: stamp('rated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('job_application_ratings_uq').on(table.applicationId, table.stageId, table.byPartyId),
    check('job_application_ratings_range_ck', sql`${table.rating} between 1 and 5`),
  ],
);

/** What a corporate's interviewer said about a candidate, as staff recorded it (`001 §7` external comments). */
export const jobExternalComments = pgTable(
  'job_external_comments',
  {
    commentId: integer('comment_id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    interviewerName: text('interviewer_name').notNull(),
    comment: text('comment').notNull(),
    commentedOn: date('commented_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.partyId),
    recordedAt: stamp('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('job_external_comments_application_idx').on(table.applicationId)],
);

/** A job referred by e-mail (`001 §7` refer by e-mail): the unique key keeps one per address and job. */
export const jobReferrals = pgTable(
  'job_referrals',
  {
    referralId: integer('referral_id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.jobId),
    // Stored lower-case, so the unique key holds across spellings of one address.
    email: text('email').notNull(),
    referredBy: integer('referred_by')
      .notNull()
      .references(() => users.partyId),
    sentAt: stamp('sent_at').notNull().defaultNow(),
  },
  (table) => [
    unique('job_referrals_job_email_uq').on(table.jobId, table.email),
    check('job_referrals_email_lower_ck', sql`${table.email} = lower(${table.email})`),
  ],
);

/** E-mails and SMS staff sent an applicant (`001 §7` send SMS/e-mail to a candidate); the outbox holds the copy sent. */
export const jobCandidateMessages = pgTable(
  'job_candidate_messages',
  {
    messageId: integer('message_id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.partyId),
    sentAt: stamp('sent_at').notNull().defaultNow(),
  },
  (table) => [index('job_candidate_messages_application_idx').on(table.applicationId, table.sentAt)],
);

/**
 * An applicant asked to an interview stage (`001 §7` RSVP response): one per application and stage, so
 * inviting again reschedules it and asks for a new answer.
 */
export const jobInterviewInvitations = pgTable(
  'job_interview_invitations',
  {
    invitationId: integer('invitation_id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.applicationId),
    stageId: integer('stage_id')
      .notNull()
      .references(() => jobStages.stageId),
    scheduledAt: stamp('scheduled_at').notNull(),
    details: text('details').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.partyId),
    invitedAt: stamp('invited_at').notNull().defaultNow(),
    response: text('response', { enum: RSVP_RESPONSES }),
    respondedAt: stamp('responded_at'),
  },
  (table) => [unique('job_interview_invitations_uq').on(table.applicationId, table.stageId)],
);
