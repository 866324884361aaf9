import {
  type AnswerType,
  type ApplicationStatus,
  type BulkCreateResult,
  type Candidate as RestCandidate,
  type CandidateActionResult,
  type CandidateSort,
  type JobDraft,
  type JobOption as RestJobOption,
  MAX_JOB_PAGE_SIZE,
  type Placement as RestPlacement,
  RestPath,
  type StaffHistoryEntry as RestHistoryEntry,
  type StaffJob as RestStaffJob,
  type StageCount as RestStageCount,
  type StageDraft,
} from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';
import { announceDelivered } from '../../inbox/inbox-events';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf, listOrNull } from '../shared/envelope';
import { listQuery } from '../shared/list-query';
import type { RequestScope } from '../shared/request-scope';
import { done, failed, type FieldMap, refusalOf } from '../shared/user-errors';
import { toJobPosting } from './jobs.source';
import type { JobOption } from './jobs.types';
import {
  BULK_FIELDS,
  JOB_FIELDS,
  MOVE_FIELDS,
  MOVE_TO_STAGE_FIELDS,
  PLACEMENT_FIELDS,
  REJECT_FIELDS,
} from './staff-jobs.errors';
import type {
  CreateJobsBulkInput,
  CreateJobsBulkPayload,
  JobDraftInput,
  SavePlacementInput,
  StaffJobPayload,
  UpdateJobInput,
} from './staff-jobs-input.types';
import type {
  Candidate,
  CandidatePage,
  JobPlacement,
  StaffHistoryEntry,
  StaffJob,
  StaffJobLookups,
  StaffJobPage,
  StaffStageCount,
} from './staff-jobs.types';

const toStageCount = (stage: RestStageCount): StaffStageCount => ({
  stageId: stage.stageID,
  name: stage.name,
  kind: stage.kind,
  position: stage.position,
  inProgress: stage.inProgress,
  rejected: stage.rejected,
});

const toStaffJob = (job: RestStaffJob): StaffJob => ({
  ...toJobPosting(job, 'StaffJob'),
  corporateId: job.corporateID,
  jobFunctionId: job.jobFunctionID,
  keySkillIds: job.keySkillIDs,
  locationIds: job.locationIDs,
  status: job.status,
  recommendedProductId: job.recommendedProductID,
  stages: job.stages.map(toStageCount),
  applicantTotal: job.applicantTotal,
});

export const toCandidate = (candidate: RestCandidate): Candidate => ({
  id: `Candidate:${candidate.applicationID}`,
  applicationId: candidate.applicationID,
  jobId: candidate.jobID,
  jobTitle: candidate.jobTitle,
  partyId: candidate.partyID,
  fullName: candidate.fullName,
  email: candidate.email,
  mobile: candidate.mobile,
  appliedOn: candidate.appliedOn,
  stageName: candidate.stageName,
  stageKind: candidate.stageKind,
  status: candidate.status,
  rejectionReason: candidate.rejectionReason,
  featScore: candidate.featScore,
  cfxProgress: candidate.cfxProgress,
  employabilityScore: candidate.employabilityScore,
  placement: candidate.placement,
  certificates: candidate.certificates,
  // REST answers a MULTI_CHOICE question with its list and every other with one string.
  answers: candidate.answers.map((entry) => ({
    questionId: entry.questionID,
    question: entry.question,
    answer: Array.isArray(entry.answer) ? entry.answer : [entry.answer],
  })),
});

export const toHistory = (entry: RestHistoryEntry): StaffHistoryEntry => ({
  at: entry.at,
  stageName: entry.stageName,
  status: entry.status,
  reason: entry.reason,
  byPartyId: entry.byPartyID,
  byName: entry.byName,
});

const toPlacement = (placement: RestPlacement): JobPlacement => ({
  applicationId: placement.applicationID,
  joiningDate: placement.joiningDate,
  ctc: placement.ctc,
  jobId: placement.jobID,
  jobTitle: placement.jobTitle,
  corporateName: placement.corporateName,
  partyId: placement.partyID,
  fullName: placement.fullName,
  recordedBy: placement.recordedBy,
  recordedAt: placement.recordedAt,
});

/** The GraphQL input in REST's names; the stages and questions go only when given (an update keeps them). */
const toDraft = (input: JobDraftInput): JobDraft => ({
  corporateID: input.corporateId,
  title: input.title,
  description: input.description,
  jobFunctionID: input.jobFunctionId,
  keySkillIDs: input.keySkillIds,
  locationIDs: input.locationIds,
  minExperience: input.minExperience,
  maxExperience: input.maxExperience,
  salaryMin: input.salaryMin ?? null,
  salaryMax: input.salaryMax ?? null,
  employmentType: input.employmentType,
  openings: input.openings,
  closesOn: input.closesOn,
  recommendedProductID: input.recommendedProductId ?? null,
  ...(input.status ? { status: input.status } : {}),
  ...(input.stages ? { stages: input.stages.map(({ name, kind }) => ({ name, kind })) } : {}),
  ...(input.questions
    ? {
        questions: input.questions.map(({ text, answerType, options, required }) => ({
          text,
          answerType,
          options,
          required,
        })),
      }
    : {}),
});

/** Page arguments are the caller's: refused on their own argument before anything goes upstream. */
const pageQuery = (page: number, pageSize: number): { page: number; limit: number } => {
  if (page < 1) throw badUserInput('page', 'Pages count from 1.');
  if (pageSize < 1 || pageSize > MAX_JOB_PAGE_SIZE) {
    throw badUserInput('pageSize', `A page holds 1 to ${MAX_JOB_PAGE_SIZE} rows.`);
  }
  return { page, limit: pageSize };
};

export interface CandidateFilter {
  stageId: number | null;
  status: ApplicationStatus | null;
  certifiedIn: number | null;
  sort: CandidateSort;
  descending: boolean;
}

/**
 * `001 §7` Job administration for ADMIN and OPS: jobs with their pipeline and questionnaire, the
 * candidates and their moves, placements and the form's lookups. REST takes the staff member from the
 * session's token and records them on every change, so no party id is sent.
 */
export class StaffJobsSource {
  private readonly upstream: RequestUpstream;

  constructor(private readonly scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(corporateId: number | null, page: number, pageSize: number): Promise<StaffJobPage> {
    const envelope = await this.upstream.request<never, RestStaffJob>({
      method: 'GET',
      path: RestPath.STAFF_JOB_LIST,
      query: { ...pageQuery(page, pageSize), corporateID: corporateId ?? undefined },
      auth: 'user',
    });
    return { items: listOf(envelope).map(toStaffJob), total: envelope.totalRecords ?? 0 };
  }

  /** One job; null when there is no such job. */
  async details(jobId: number): Promise<StaffJob | null> {
    const result = await this.upstream.call<RestStaffJob>({
      method: 'GET',
      path: RestPath.STAFF_JOB_DETAILS,
      query: { jobID: jobId },
      auth: 'user',
      allowFailure: true,
    });
    const job = result.ok ? result.envelope.responseObject : null;
    return job ? toStaffJob(job) : null;
  }

  /** The pipeline with its counts; null for an unknown job. */
  stageCounts(jobId: number): Promise<StaffStageCount[] | null> {
    return listOrNull(this.upstream, RestPath.STAFF_JOB_STAGE_COUNT, { jobID: jobId }, toStageCount);
  }

  /** A job's candidates (every job's when jobId is null); null for an unknown job. */
  async candidates(
    jobId: number | null,
    filter: CandidateFilter,
    page: number,
    pageSize: number,
  ): Promise<CandidatePage | null> {
    const result = await this.upstream.call<never, RestCandidate>({
      method: 'GET',
      path: RestPath.STAFF_JOB_CANDIDATES,
      query: {
        jobID: jobId ?? undefined,
        stageID: filter.stageId ?? undefined,
        status: filter.status ?? undefined,
        certifiedIn: filter.certifiedIn ?? undefined,
        ...listQuery({ sort: filter.sort, descending: filter.descending, ...pageQuery(page, pageSize) }),
      },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return null;
    return { items: listOf(result.envelope).map(toCandidate), total: result.envelope.totalRecords ?? 0 };
  }

  /** An application's moves, oldest first; null for an unknown application. */
  history(applicationId: number): Promise<StaffHistoryEntry[] | null> {
    return listOrNull(this.upstream, RestPath.STAFF_JOB_HISTORY, { applicationID: applicationId }, toHistory);
  }

  async placements(jobId: number | null): Promise<JobPlacement[]> {
    const envelope = await this.upstream.request<never, RestPlacement>({
      method: 'GET',
      path: RestPath.STAFF_JOB_PLACEMENTS,
      query: { jobID: jobId ?? undefined },
      auth: 'user',
    });
    return listOf(envelope).map(toPlacement);
  }

  /** `001 §7` placementHistory: a learner's placements through FinX, latest joining first. */
  async placementHistory(partyId: number): Promise<JobPlacement[]> {
    const envelope = await this.upstream.request<never, RestPlacement>({
      method: 'GET',
      path: RestPath.STAFF_JOB_PLACEMENT_HISTORY,
      query: { partyID: partyId },
      auth: 'user',
    });
    return listOf(envelope).map(toPlacement);
  }

  async lookups(): Promise<StaffJobLookups> {
    const [keySkills, jobFunctions, answerTypes, interviewStages, experience, rejectionReasons, corporates] =
      await Promise.all([
        this.options(RestPath.STAFF_JOB_KEY_SKILLS),
        this.options(RestPath.STAFF_JOB_CATEGORIES),
        this.rows<{ code: AnswerType }>(RestPath.STAFF_JOB_ANSWER_TYPES),
        this.rows<StageDraft>(RestPath.STAFF_JOB_INTERVIEW_STAGES),
        this.options(RestPath.STAFF_JOB_EXPERIENCE),
        this.options(RestPath.JOB_REJECTION_REASONS),
        this.options(RestPath.STAFF_JOB_CORPORATES),
      ]);
    return {
      keySkills,
      jobFunctions,
      answerTypes: answerTypes.map((entry) => entry.code),
      interviewStages: interviewStages.map(({ name, kind }) => ({ name, kind })),
      experience,
      rejectionReasons,
      corporates,
    };
  }

  create(input: JobDraftInput): Promise<StaffJobPayload> {
    return this.saveJob(RestPath.STAFF_JOB_CREATE, toDraft(input));
  }

  update(input: UpdateJobInput): Promise<StaffJobPayload> {
    return this.saveJob(RestPath.STAFF_JOB_UPDATE, { jobID: input.jobId, ...toDraft(input) });
  }

  async createBulk(input: CreateJobsBulkInput): Promise<CreateJobsBulkPayload> {
    const result = await this.upstream.call<BulkCreateResult>({
      method: 'POST',
      path: RestPath.STAFF_JOB_CREATE_BULK,
      body: { jobs: input.jobs.map(toDraft) },
      auth: 'user',
      allowFailure: true,
    });
    const answer = result.ok ? result.envelope.responseObject : null;
    if (!result.ok || !answer) {
      const userErrors = result.ok ? [] : [refusalOf(BULK_FIELDS, result)];
      return { successCount: 0, failCount: 0, failList: [], jobIds: [], userErrors };
    }
    return {
      successCount: answer.successCount,
      failCount: answer.failCount,
      failList: answer.failList,
      jobIds: answer.jobIDs,
      userErrors: [],
    };
  }

  moveToNextStage(applicationId: number): Promise<ActionPayload> {
    return this.action(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID: applicationId }, MOVE_FIELDS);
  }

  moveToStage(applicationId: number, stageId: number): Promise<ActionPayload> {
    return this.action(
      RestPath.STAFF_JOB_UPDATE_STATUS,
      { applicationID: applicationId, stageID: stageId },
      MOVE_TO_STAGE_FIELDS,
    );
  }

  reject(applicationId: number, reasonId: number): Promise<ActionPayload> {
    return this.action(
      RestPath.STAFF_JOB_REJECT,
      { applicationID: applicationId, reasonID: reasonId },
      REJECT_FIELDS,
    );
  }

  savePlacement(input: SavePlacementInput): Promise<ActionPayload> {
    const body = { applicationID: input.applicationId, joiningDate: input.joiningDate, ctc: input.ctc };
    return this.action(RestPath.STAFF_JOB_SAVE_PLACEMENT, body, PLACEMENT_FIELDS);
  }

  private async saveJob(path: RestPath, body: object): Promise<StaffJobPayload> {
    const result = await this.upstream.call<RestStaffJob>({
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { job: null, userErrors: [refusalOf(JOB_FIELDS, result)] };
    const job = result.envelope.responseObject;
    return { job: job ? toStaffJob(job) : null, userErrors: [] };
  }

  private async rows<T>(path: RestPath): Promise<T[]> {
    const envelope = await this.upstream.request<never, T>({ method: 'GET', path, auth: 'user' });
    return listOf(envelope);
  }

  private async options(path: RestPath): Promise<JobOption[]> {
    const rows = await this.rows<RestJobOption>(path);
    return rows.map((option) => ({ id: option.id, name: option.name }));
  }

  private async action<TReason extends string>(
    path: RestPath,
    body: Record<string, unknown>,
    fields: FieldMap<TReason>,
  ): Promise<ActionPayload> {
    const result = await this.upstream.call<CandidateActionResult>({
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return failed(result, fields);
    // The learner's alert about the move is in REST already; their open browser hears it now.
    await announceDelivered(
      this.scope.inboxEvents,
      result.envelope.responseObject?.delivered,
      this.scope.log,
    );
    return done();
  }
}
