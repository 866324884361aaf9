import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus, JobAnswer } from '@finx/domain';
import type { Database, Executor, Transaction } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { jobApplications, jobRejectionReasons, jobStages } from '../../db/schema/jobs';
import { courseApplications, jobApplicationAnswers, jobApplicationHistory } from './jobs.schema';
import type { PageWindow } from './jobs.repository';

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type StageRow = typeof jobStages.$inferSelect;
export type HistoryRow = typeof jobApplicationHistory.$inferSelect;

/** Applications, their answers and history, and course applications (`001 §7` jobs/apply, applied). */
export class ApplicationsRepository {
  constructor(private readonly db: Database) {}

  async firstStage(tx: Executor, jobId: number): Promise<StageRow | null> {
    const [row] = await tx
      .select()
      .from(jobStages)
      .where(eq(jobStages.jobId, jobId))
      .orderBy(asc(jobStages.position))
      .limit(1);
    return row ?? null;
  }

  /**
   * Writes the application, its answers and its first history row; null when the learner had applied
   * already (the unique constraint decides, so a race cannot write two, and nothing else is written).
   */
  async apply(
    tx: Transaction,
    entry: { jobId: number; partyId: number; stageId: number; at: Date },
    answers: readonly JobAnswer[],
  ): Promise<number | null> {
    const status: ApplicationStatus = 'IN_PROGRESS';
    const [created] = await tx
      .insert(jobApplications)
      .values({ ...entry, status, appliedAt: entry.at, updatedAt: entry.at })
      .onConflictDoNothing()
      .returning({ applicationId: jobApplications.applicationId });
    if (!created) return null;
    const { applicationId } = created;
    if (answers.length > 0) {
      await tx
        .insert(jobApplicationAnswers)
        .values(
          answers.map((answer) => ({ applicationId, questionId: answer.questionID, answer: answer.answer })),
        );
    }
    await tx
      .insert(jobApplicationHistory)
      .values({ applicationId, stageId: entry.stageId, status, at: entry.at, byPartyId: entry.partyId });
    return applicationId;
  }

  /** One page of the learner's applications, newest first. */
  async page(partyId: number, page: PageWindow): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = eq(jobApplications.partyId, partyId);
    const rows = await this.db
      .select()
      .from(jobApplications)
      .where(where)
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.applicationId))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db.select({ total: count() }).from(jobApplications).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(partyId: number, applicationId: number): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.applicationId, applicationId), eq(jobApplications.partyId, partyId)));
    return row ?? null;
  }

  async stages(jobIds: number[]): Promise<StageRow[]> {
    if (jobIds.length === 0) return [];
    return this.db
      .select()
      .from(jobStages)
      .where(inArray(jobStages.jobId, jobIds))
      .orderBy(asc(jobStages.jobId), asc(jobStages.position));
  }

  /** The applications' history, oldest first. */
  async history(applicationIds: number[]): Promise<HistoryRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db
      .select()
      .from(jobApplicationHistory)
      .where(inArray(jobApplicationHistory.applicationId, applicationIds))
      .orderBy(asc(jobApplicationHistory.at), asc(jobApplicationHistory.historyId));
  }

  async rejectionReasons(): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: jobRejectionReasons.reasonId, name: jobRejectionReasons.text })
      .from(jobRejectionReasons)
      .orderBy(asc(jobRejectionReasons.reasonId));
  }

  async productName(productId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.productId, productId));
    return row?.name ?? null;
  }

  async learner(partyId: number): Promise<{ firstName: string; email: string } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, email: users.email })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  /** Records the course application; false when the learner had applied for that course already. */
  async applyForCourse(partyId: number, productId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(courseApplications)
      .values({ partyId, productId, appliedAt: at })
      .onConflictDoNothing()
      .returning({ productId: courseApplications.productId });
    return rows.length > 0;
  }
}
