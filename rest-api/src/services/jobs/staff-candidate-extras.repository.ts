import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { users } from '../../db/schema/identity';
import { jobApplications, jobs, jobStages } from '../../db/schema/jobs';
import {
  jobApplicationHistory,
  jobApplicationRatings,
  jobCandidateMessages,
  jobExternalComments,
  jobReferrals,
} from './jobs.schema';

const rater = alias(users, 'rater');

/** What the extras need of an application: its job, stage and status, and how to reach the learner. */
export type ApplicationContact = NonNullable<
  Awaited<ReturnType<StaffCandidateExtrasRepository['application']>>
>;

/**
 * Ratings, interviewers' comments, messages to applicants and referrals of jobs (`001 §7` save
 * feedback, rating history, external comments, send SMS/e-mail, refer by e-mail).
 */
export class StaffCandidateExtrasRepository {
  constructor(private readonly db: Database) {}

  async application(applicationId: number) {
    const [row] = await this.db
      .select({
        applicationId: jobApplications.applicationId,
        jobId: jobApplications.jobId,
        jobTitle: jobs.title,
        partyId: jobApplications.partyId,
        stageId: jobApplications.stageId,
        status: jobApplications.status,
        email: users.email,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
        consentWithdrawnAt: users.consentWithdrawnAt,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .where(eq(jobApplications.applicationId, applicationId));
    return row ?? null;
  }

  async stage(stageId: number) {
    const [row] = await this.db.select().from(jobStages).where(eq(jobStages.stageId, stageId));
    return row ?? null;
  }

  /** Whether the application ever stood at the stage: every move, the apply first, wrote a history row. */
  async reached(applicationId: number, stageId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: jobApplicationHistory.historyId })
      .from(jobApplicationHistory)
      .where(
        and(
          eq(jobApplicationHistory.applicationId, applicationId),
          eq(jobApplicationHistory.stageId, stageId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Saves the staff member's rating at the stage, replacing their earlier one there. */
  async rate(row: typeof jobApplicationRatings.$inferInsert): Promise<void> {
    const { rating, feedback, ratedAt } = row;
    await this.db
      .insert(jobApplicationRatings)
      .values(row)
      .onConflictDoUpdate({
        target: [
          jobApplicationRatings.applicationId,
          jobApplicationRatings.stageId,
          jobApplicationRatings.byPartyId,
        ],
        set: { rating, feedback, ratedAt },
      });
  }

  /** An application's ratings in pipeline order, the latest first within a stage. */
  async ratings(applicationId: number) {
    return this.db
      .select({
        ratingId: jobApplicationRatings.ratingId,
        applicationId: jobApplicationRatings.applicationId,
        stageId: jobApplicationRatings.stageId,
        stageName: jobStages.name,
        rating: jobApplicationRatings.rating,
        feedback: jobApplicationRatings.feedback,
        byPartyId: jobApplicationRatings.byPartyId,
        byFirstName: rater.firstName,
        byLastName: rater.lastName,
        ratedAt: jobApplicationRatings.ratedAt,
      })
      .from(jobApplicationRatings)
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplicationRatings.stageId))
      .innerJoin(rater, eq(rater.partyId, jobApplicationRatings.byPartyId))
      .where(eq(jobApplicationRatings.applicationId, applicationId))
      .orderBy(
        asc(jobStages.position),
        desc(jobApplicationRatings.ratedAt),
        asc(jobApplicationRatings.ratingId),
      );
  }

  async addComment(row: typeof jobExternalComments.$inferInsert) {
    const [created] = await this.db.insert(jobExternalComments).values(row).returning();
    return created!;
  }

  /** Newest comment first. */
  async comments(applicationId: number) {
    return this.db
      .select()
      .from(jobExternalComments)
      .where(eq(jobExternalComments.applicationId, applicationId))
      .orderBy(desc(jobExternalComments.commentedOn), desc(jobExternalComments.commentId));
  }

  async recordMessage(row: typeof jobCandidateMessages.$inferInsert, executor: Executor = this.db) {
    const [created] = await executor.insert(jobCandidateMessages).values(row).returning();
    return created!;
  }

  /** The staff member's address, shown as the sender of the copy in the learner's Messages. */
  async emailOf(partyId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.partyId, partyId));
    return row?.email ?? null;
  }

  /** Newest message first. */
  async messages(applicationId: number) {
    return this.db
      .select()
      .from(jobCandidateMessages)
      .where(eq(jobCandidateMessages.applicationId, applicationId))
      .orderBy(desc(jobCandidateMessages.sentAt), desc(jobCandidateMessages.messageId));
  }

  async job(jobId: number) {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.jobId, jobId));
    return row ?? null;
  }

  /** Records a referral; null when this address had the job already (the unique key decides a race too). */
  async refer(row: typeof jobReferrals.$inferInsert) {
    const [created] = await this.db.insert(jobReferrals).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }
}
