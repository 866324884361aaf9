import { asc, eq, type SQL } from 'drizzle-orm';
import type { RsvpResponse } from '@finx/domain';
import type { Database, Transaction } from '../../db/database';
import { corporates, jobApplications, jobs, jobStages } from '../../db/schema/jobs';
import { jobInterviewInvitations } from './jobs.schema';

export type InvitationRow = Awaited<ReturnType<InterviewsRepository['list']>>[number];

/** Interview invitations and the learners' answers (`001 §7` RSVP response). */
export class InterviewsRepository {
  constructor(private readonly db: Database) {}

  /** Invitations with their job and stage, soonest first. */
  async list(where: SQL, executor: Database | Transaction = this.db) {
    return executor
      .select({
        invitationId: jobInterviewInvitations.invitationId,
        applicationId: jobInterviewInvitations.applicationId,
        partyId: jobApplications.partyId,
        applicationStatus: jobApplications.status,
        jobId: jobs.jobId,
        jobTitle: jobs.title,
        corporateName: corporates.name,
        stageId: jobStages.stageId,
        stageName: jobStages.name,
        scheduledAt: jobInterviewInvitations.scheduledAt,
        details: jobInterviewInvitations.details,
        response: jobInterviewInvitations.response,
        respondedAt: jobInterviewInvitations.respondedAt,
      })
      .from(jobInterviewInvitations)
      .innerJoin(jobApplications, eq(jobApplications.applicationId, jobInterviewInvitations.applicationId))
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .innerJoin(jobStages, eq(jobStages.stageId, jobInterviewInvitations.stageId))
      .where(where)
      .orderBy(asc(jobInterviewInvitations.scheduledAt), asc(jobInterviewInvitations.invitationId));
  }

  byApplication(applicationId: number) {
    return this.list(eq(jobInterviewInvitations.applicationId, applicationId));
  }

  byParty(partyId: number) {
    return this.list(eq(jobApplications.partyId, partyId));
  }

  async one(invitationId: number, executor: Database | Transaction = this.db): Promise<InvitationRow | null> {
    const [row] = await this.list(eq(jobInterviewInvitations.invitationId, invitationId), executor);
    return row ?? null;
  }

  /** Invites, or reschedules an earlier invitation to the same stage and clears its answer. */
  async invite(row: typeof jobInterviewInvitations.$inferInsert): Promise<number> {
    const { scheduledAt, details, invitedBy, invitedAt } = row;
    const [saved] = await this.db
      .insert(jobInterviewInvitations)
      .values(row)
      .onConflictDoUpdate({
        target: [jobInterviewInvitations.applicationId, jobInterviewInvitations.stageId],
        set: { scheduledAt, details, invitedBy, invitedAt, response: null, respondedAt: null },
      })
      .returning({ invitationId: jobInterviewInvitations.invitationId });
    return saved!.invitationId;
  }

  /** The invitation under a row lock, so an answer and a reschedule cannot cross. */
  async lock(tx: Transaction, invitationId: number): Promise<void> {
    await tx
      .select({ id: jobInterviewInvitations.invitationId })
      .from(jobInterviewInvitations)
      .where(eq(jobInterviewInvitations.invitationId, invitationId))
      .for('update');
  }

  async respond(tx: Transaction, invitationId: number, response: RsvpResponse, at: Date): Promise<void> {
    await tx
      .update(jobInterviewInvitations)
      .set({ response, respondedAt: at })
      .where(eq(jobInterviewInvitations.invitationId, invitationId));
  }
}
