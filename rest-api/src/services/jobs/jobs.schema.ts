import { check, date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MessageChannel, RsvpResponse } from '@finx/domain';
import { users } from './identity';
import { jobApplications, jobs, jobStages } from './jobs';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
