import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobDraft, QuestionDraft, StageDraft } from '@finx/domain';
import type { Database, Executor, Transaction } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { corporates, jobApplications, jobs, jobStages } from '../../db/schema/jobs';
import { profileOptions } from '../../db/schema/profile';
import { jobApplicationHistory, jobQuestions } from './jobs.schema';
import type { PageWindow } from './jobs.repository';

export type StageCountRow = typeof jobStages.$inferSelect & { inProgress: number; rejected: number };

/** The job columns of a draft, trimmed as stored. */
const columnsOf = (draft: JobDraft) => ({
  corporateId: draft.corporateID,
  title: draft.title.trim(),
  description: draft.description.trim(),
  jobFunctionId: draft.jobFunctionID,
  keySkillIds: draft.keySkillIDs,
  locationIds: draft.locationIDs,
  minExperience: draft.minExperience,
  maxExperience: draft.maxExperience,
  salaryMin: draft.salaryMin,
  salaryMax: draft.salaryMax,
  employmentType: draft.employmentType,
  openings: draft.openings,
  closesOn: draft.closesOn,
  recommendedProductId: draft.recommendedProductID,
  // Left out of an update, the status stays as it is; a create defaults it to OPEN (`insert`).
  ...(draft.status === undefined ? {} : { status: draft.status }),
});

const questionRows = (jobId: number, questions: readonly QuestionDraft[]) =>
  questions.map((question, index) => ({
    jobId,
    position: index + 1,
    text: question.text.trim(),
    answerType: question.answerType,
    options: question.options.map((option) => option.trim()),
    required: question.required,
  }));

/** Jobs as staff write them (`001 §7` Job administration): the job, its pipeline and questionnaire. */
export class StaffJobsRepository {
  constructor(private readonly db: Database) {}

  /** Which of the draft's references do not exist, as messages; empty when all do. */
  async missingReferences(draft: JobDraft, ex: Executor = this.db): Promise<string[]> {
    const optionIds = [...new Set([draft.jobFunctionID, ...draft.keySkillIDs, ...draft.locationIDs])];
    const [corporate, options, product] = await Promise.all([
      ex
        .select({ id: corporates.corporateId })
        .from(corporates)
        .where(eq(corporates.corporateId, draft.corporateID)),
      ex
        .select({ id: profileOptions.optionId, kind: profileOptions.kind })
        .from(profileOptions)
        .where(inArray(profileOptions.optionId, optionIds)),
      draft.recommendedProductID === null
        ? Promise.resolve([{ id: 0 }])
        : ex
            .select({ id: products.productId })
            .from(products)
            .where(eq(products.productId, draft.recommendedProductID)),
    ]);
    const kindOf = new Map(options.map((option) => [option.id, option.kind]));
    const errors: string[] = [];
    if (corporate.length === 0) errors.push('Unknown corporate');
    if (kindOf.get(draft.jobFunctionID) !== 'JOB_FUNCTION') errors.push('Unknown job function');
    if (draft.keySkillIDs.some((id) => kindOf.get(id) !== 'KEY_SKILL')) errors.push('Unknown key skill');
    if (draft.locationIDs.some((id) => kindOf.get(id) !== 'LOCATION')) errors.push('Unknown location');
    if (product.length === 0) errors.push('Unknown recommended course');
    return errors;
  }

  async insert(
    tx: Transaction,
    draft: JobDraft,
    stages: readonly StageDraft[],
    by: number,
    at: Date,
  ): Promise<number> {
    const [created] = await tx
      .insert(jobs)
      .values({ status: 'OPEN', ...columnsOf(draft), postedAt: at, createdBy: by })
      .returning({ jobId: jobs.jobId });
    const jobId = created!.jobId;
    await tx.insert(jobStages).values(
      stages.map((stage, index) => ({
        jobId,
        position: index + 1,
        name: stage.name.trim(),
        kind: stage.kind,
      })),
    );
    if (draft.questions?.length) await tx.insert(jobQuestions).values(questionRows(jobId, draft.questions));
    return jobId;
  }

  /** Locks the job row, so two staff editing one pipeline take turns; null for an unknown job. */
  async lockJob(tx: Transaction, jobId: number): Promise<{ jobId: number } | null> {
    const [row] = await tx
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(eq(jobs.jobId, jobId))
      .for('update');
    return row ?? null;
  }

  async updateColumns(tx: Transaction, jobId: number, draft: JobDraft): Promise<void> {
    await tx.update(jobs).set(columnsOf(draft)).where(eq(jobs.jobId, jobId));
  }

  async stages(jobId: number, tx: Executor = this.db) {
    return tx.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.position));
  }

  /** The stage ids among `stageIds` that an application stands at or has passed through. */
  async stagesInUse(tx: Transaction, stageIds: number[]): Promise<number[]> {
    if (stageIds.length === 0) return [];
    const [current, passed] = await Promise.all([
      tx
        .selectDistinct({ id: jobApplications.stageId })
        .from(jobApplications)
        .where(inArray(jobApplications.stageId, stageIds)),
      tx
        .selectDistinct({ id: jobApplicationHistory.stageId })
        .from(jobApplicationHistory)
        .where(inArray(jobApplicationHistory.stageId, stageIds)),
    ]);
    return [...new Set([...current, ...passed].map((row) => row.id))];
  }

  /**
   * Writes the pipeline: stages kept by name (case-blind) keep their id, so applications stay where they
   * are; the rest are removed or added. Positions are parked below zero first, as (job, position) is unique.
   */
  async replaceStages(
    tx: Transaction,
    jobId: number,
    keep: Map<number, number>,
    removed: number[],
    stages: readonly StageDraft[],
  ): Promise<void> {
    await tx
      .update(jobStages)
      .set({ position: sql`-${jobStages.position}` })
      .where(eq(jobStages.jobId, jobId));
    if (removed.length > 0) await tx.delete(jobStages).where(inArray(jobStages.stageId, removed));
    for (const [index, stage] of stages.entries()) {
      const stageId = keep.get(index);
      const values = { position: index + 1, name: stage.name.trim(), kind: stage.kind };
      if (stageId === undefined) await tx.insert(jobStages).values({ jobId, ...values });
      else await tx.update(jobStages).set(values).where(eq(jobStages.stageId, stageId));
    }
  }

  async applicationCount(jobId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId));
    return row?.total ?? 0;
  }

  async replaceQuestions(tx: Transaction, jobId: number, questions: readonly QuestionDraft[]): Promise<void> {
    await tx.delete(jobQuestions).where(eq(jobQuestions.jobId, jobId));
    if (questions.length > 0) await tx.insert(jobQuestions).values(questionRows(jobId, questions));
  }

  /** The pipeline with how many applications are in progress and rejected at each stage. */
  async stageCounts(jobId: number): Promise<StageCountRow[]> {
    const rows = await this.db
      .select({
        stage: jobStages,
        inProgress:
          sql<number>`count(${jobApplications.applicationId}) filter (where ${jobApplications.status} <> 'REJECTED')`.mapWith(
            Number,
          ),
        rejected:
          sql<number>`count(${jobApplications.applicationId}) filter (where ${jobApplications.status} = 'REJECTED')`.mapWith(
            Number,
          ),
      })
      .from(jobStages)
      .leftJoin(jobApplications, eq(jobApplications.stageId, jobStages.stageId))
      .where(eq(jobStages.jobId, jobId))
      .groupBy(jobStages.stageId)
      .orderBy(asc(jobStages.position));
    return rows.map((row) => ({ ...row.stage, inProgress: row.inProgress, rejected: row.rejected }));
  }

  /** One page of all jobs, open and closed, newest first. */
  async page(window: PageWindow, corporateId?: number): Promise<{ ids: number[]; total: number }> {
    const where = corporateId ? eq(jobs.corporateId, corporateId) : undefined;
    const rows = await this.db
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.postedAt), desc(jobs.jobId))
      .limit(window.limit)
      .offset(window.offset);
    const [counted] = await this.db.select({ total: count() }).from(jobs).where(where);
    return { ids: rows.map((row) => row.jobId), total: counted?.total ?? 0 };
  }

  /** What staff edit beyond the learner's view: the ids behind the names, and the status. */
  async staffColumns(jobId: number) {
    const [row] = await this.db
      .select({
        corporateId: jobs.corporateId,
        status: jobs.status,
        jobFunctionId: jobs.jobFunctionId,
        keySkillIds: jobs.keySkillIds,
        locationIds: jobs.locationIds,
        recommendedProductId: jobs.recommendedProductId,
      })
      .from(jobs)
      .where(eq(jobs.jobId, jobId));
    return row ?? null;
  }

  async options(kind: 'JOB_FUNCTION' | 'KEY_SKILL'): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: profileOptions.optionId, name: profileOptions.name })
      .from(profileOptions)
      .where(eq(profileOptions.kind, kind))
      .orderBy(asc(profileOptions.name));
  }

  async corporates(): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: corporates.corporateId, name: corporates.name })
      .from(corporates)
      .orderBy(asc(corporates.name), asc(corporates.corporateId));
  }
}
