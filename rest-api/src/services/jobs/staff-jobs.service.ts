import {
  type BulkCreateResult,
  type BulkFailure,
  checkJobDraft,
  checkPipeline,
  DEFAULT_PIPELINE,
  type JobDraft,
  type CorporateOption,
  type JobOption,
  ReasonCode,
  StaffAction,
  type StaffJob,
  type StageCount,
  type StageDraft,
  JobsAdminReasons,
} from '@finx/domain';
import type { Executor, RunInTransaction, Transaction } from '../../db/database';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { accept, type ExplainedRefusal, type Outcome, refusalsOf } from '../../outcome';
import type { JobsService } from './jobs.service';
import type { StaffJobsRepository, StageCountRow } from './staff-jobs.repository';

const { refuse, refuseExplained } = refusalsOf(JobsAdminReasons);

const toStageCount = (row: StageCountRow): StageCount => ({
  stageID: row.stageId,
  name: row.name,
  kind: row.kind,
  position: row.position,
  inProgress: row.inProgress,
  rejected: row.rejected,
});

/** A draft's own rules then its references; the pipeline's rules answer JOB_PIPELINE_INVALID. */
type Checked = Outcome<StageDraft[]> | ExplainedRefusal;

/**
 * Job administration (`001 §7` create, createBulk, updateJobDetails, getJobDetails, stage_count,
 * jobStage and the staff list): a job's details, pipeline and questionnaire as staff write them.
 */
export class StaffJobsService {
  constructor(
    private readonly staffJobs: StaffJobsRepository,
    private readonly views: JobsService,
    private readonly transaction: RunInTransaction,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async check(draft: JobDraft, ex?: Executor): Promise<Checked> {
    const stages = draft.stages ?? DEFAULT_PIPELINE;
    const pipeline = checkPipeline(stages);
    if (pipeline.length > 0) return refuseExplained(ReasonCode.JOB_PIPELINE_INVALID, pipeline.join('. '));
    const errors = [...checkJobDraft(draft), ...(await this.staffJobs.missingReferences(draft, ex))];
    if (errors.length > 0) return refuseExplained(ReasonCode.VALIDATION_FAILED, errors.join('. '));
    return accept([...stages]);
  }

  async create(draft: JobDraft, actor: StaffActor): Promise<Outcome<StaffJob> | ExplainedRefusal> {
    const checked = await this.check(draft);
    if (!checked.ok) return checked;
    const jobId = await this.insertAudited(draft, checked.value, actor);
    return this.details(actor.partyId, jobId);
  }

  /**
   * create's rules and writes inside the caller's transaction (the jobs file's batch), answering the new
   * job's id: the job and its audit commit or roll back with the caller's other writes.
   */
  async createIn(
    tx: Transaction,
    draft: JobDraft,
    actor: StaffActor,
  ): Promise<Outcome<{ jobId: number }> | ExplainedRefusal> {
    const checked = await this.check(draft, tx);
    if (!checked.ok) return checked;
    return accept({ jobId: await this.insertIn(tx, draft, checked.value, actor) });
  }

  private insertAudited(draft: JobDraft, stages: readonly StageDraft[], actor: StaffActor): Promise<number> {
    return this.transaction((tx) => this.insertIn(tx, draft, stages, actor));
  }

  private async insertIn(
    tx: Transaction,
    draft: JobDraft,
    stages: readonly StageDraft[],
    actor: StaffActor,
  ): Promise<number> {
    const jobId = await this.staffJobs.insert(tx, draft, stages, actor.partyId, this.now());
    await this.audit.record(tx, actor, {
      action: StaffAction.JOB_CREATE,
      entityType: 'job',
      entityId: jobId,
      before: null,
      after: { ...draft, stages },
    });
    return jobId;
  }

  /** Each row on its own: good rows are created, bad ones listed with every rule they break. */
  async createBulk(drafts: readonly JobDraft[], actor: StaffActor): Promise<BulkCreateResult> {
    const failList: BulkFailure[] = [];
    const jobIDs: number[] = [];
    for (const [index, draft] of drafts.entries()) {
      const stages = draft.stages ?? [...DEFAULT_PIPELINE];
      const errors = [
        ...checkJobDraft({ ...draft, stages }),
        ...(await this.staffJobs.missingReferences(draft)),
      ];
      if (errors.length > 0) {
        failList.push({ row: index + 1, title: draft.title, errors });
        continue;
      }
      jobIDs.push(await this.insertAudited(draft, stages, actor));
    }
    return { successCount: jobIDs.length, failCount: failList.length, failList, jobIDs };
  }

  /**
   * The details, and the pipeline and questionnaire when given. Stages are matched by name, so a renamed
   * stage is a new one; a stage that holds or held applications cannot go (JOB_STAGE_IN_USE), and the
   * questionnaire is fixed once anyone applied, as their answers refer to it.
   */
  async update(
    jobId: number,
    draft: JobDraft,
    actor: StaffActor,
  ): Promise<Outcome<StaffJob> | ExplainedRefusal> {
    const checked = await this.check(draft);
    if (!checked.ok) return checked;
    const before = await this.details(actor.partyId, jobId);
    const outcome = await this.transaction(async (tx): Promise<Outcome | ExplainedRefusal> => {
      if (!(await this.staffJobs.lockJob(tx, jobId))) return refuse(ReasonCode.NOT_FOUND);
      await this.staffJobs.updateColumns(tx, jobId, draft);
      if (draft.stages) {
        const current = await this.staffJobs.stages(jobId, tx);
        const byName = new Map(current.map((stage) => [stage.name.toLowerCase(), stage.stageId]));
        const keep = new Map<number, number>();
        draft.stages.forEach((stage, index) => {
          const id = byName.get(stage.name.trim().toLowerCase());
          if (id !== undefined) keep.set(index, id);
        });
        const kept = new Set(keep.values());
        const removed = current.map((stage) => stage.stageId).filter((id) => !kept.has(id));
        if ((await this.staffJobs.stagesInUse(tx, removed)).length > 0) {
          // Thrown back as a refusal: nothing of this update may stay.
          throw new StageInUse();
        }
        await this.staffJobs.replaceStages(tx, jobId, keep, removed, draft.stages);
      }
      if (draft.questions) {
        if ((await this.staffJobs.applicationCount(jobId, tx)) > 0) throw new QuestionnaireFixed();
        await this.staffJobs.replaceQuestions(tx, jobId, draft.questions);
      }
      await this.audit.record(tx, actor, {
        action: StaffAction.JOB_UPDATE,
        entityType: 'job',
        entityId: jobId,
        before: before.ok ? before.value : null,
        after: draft,
      });
      return accept();
    }).catch((error: unknown) => {
      if (error instanceof StageInUse) return refuse(ReasonCode.JOB_STAGE_IN_USE);
      if (error instanceof QuestionnaireFixed) {
        return refuseExplained(
          ReasonCode.VALIDATION_FAILED,
          'The questionnaire cannot change once candidates have applied.',
        );
      }
      throw error;
    });
    if (!outcome.ok) return outcome;
    return this.details(actor.partyId, jobId);
  }

  /** The job as learners see it, without the asking party's fit, plus what staff manage. */
  async details(by: number, jobId: number): Promise<Outcome<StaffJob>> {
    const found = await this.views.details(by, jobId);
    if (!found.ok) return found;
    const [columns, counts] = await Promise.all([
      this.staffJobs.staffColumns(jobId),
      this.staffJobs.stageCounts(jobId),
    ]);
    if (!columns) return refuse(ReasonCode.NOT_FOUND);
    const { fit: _fit, applicationStatus: _status, ...view } = found.value;
    const stages = counts.map(toStageCount);
    return accept({
      ...view,
      corporateID: columns.corporateId,
      jobFunctionID: columns.jobFunctionId,
      keySkillIDs: columns.keySkillIds,
      locationIDs: columns.locationIds,
      recommendedProductID: columns.recommendedProductId,
      status: columns.status,
      stages,
      applicantTotal: stages.reduce((sum, stage) => sum + stage.inProgress + stage.rejected, 0),
    });
  }

  async list(
    by: number,
    query: { page: number; limit: number; corporateID?: number },
  ): Promise<{ rows: StaffJob[]; total: number }> {
    const { ids, total } = await this.staffJobs.page(
      { offset: (query.page - 1) * query.limit, limit: query.limit },
      query.corporateID,
    );
    const rows = await Promise.all(ids.map((id) => this.details(by, id)));
    return { rows: rows.flatMap((row) => (row.ok ? [row.value] : [])), total };
  }

  async stageCounts(jobId: number): Promise<Outcome<StageCount[]>> {
    const rows = await this.staffJobs.stageCounts(jobId);
    return rows.length === 0 ? refuse(ReasonCode.NOT_FOUND) : accept(rows.map(toStageCount));
  }

  options(kind: 'JOB_FUNCTION' | 'KEY_SKILL'): Promise<JobOption[]> {
    return this.staffJobs.options(kind);
  }

  /** Every corporate, by name: the job form's corporate choices (`getCorporates`). */
  corporates(): Promise<CorporateOption[]> {
    return this.staffJobs.corporates();
  }
}

class StageInUse extends Error {}
class QuestionnaireFixed extends Error {}
