import {
  AnswerType,
  EmploymentTypeLabel,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_PAGE_SIZE,
  RestPath,
  type AppliedJob as RestAppliedJob,
  type JobCta,
  type JobDetails as RestJobDetails,
  type JobOption as RestJobOption,
  type JobQuestion as RestJobQuestion,
  type JobSummary as RestJobSummary,
} from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { searchTextOf } from '../shared/search-text';
import { type FieldMap, done, failed, refusalOf } from '../shared/user-errors';
import { APPLY_FIELDS, COURSE_FIELDS, TRACK_FIELDS } from './jobs.errors';
import type {
  AppliedJob,
  AppliedJobPage,
  ApplyForJobInput,
  ApplyForJobPayload,
  JobDetails,
  JobFields,
  JobFilterOptions,
  JobOption,
  JobPage,
  JobPostingFields,
  JobQuestion,
  JobSearchInput,
  JobSummary,
} from './jobs.types';

/** The id's prefix of a view of a job: the learner's and staff's views of one job are two cache entries. */
type JobIdPrefix = 'Job' | 'StaffJob';

/** The fields every view of a job shows (`JobFields`), from REST's job. */
export const toJobFields = (
  job: Omit<RestJobSummary, 'fit' | 'applicationStatus'>,
  idPrefix: JobIdPrefix,
): JobFields => ({
  id: `${idPrefix}:${job.jobID}`,
  jobId: job.jobID,
  title: job.title,
  corporateName: job.corporateName,
  jobFunction: job.jobFunction,
  locations: job.locations,
  keySkills: job.keySkills,
  minExperience: job.minExperience,
  maxExperience: job.maxExperience,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  employmentType: job.employmentType,
  employmentTypeLabel: EmploymentTypeLabel[job.employmentType] ?? job.employmentType,
  postedOn: job.postedOn,
  closesOn: job.closesOn,
});

const toSummary = (job: RestJobSummary): JobSummary => ({
  ...toJobFields(job, 'Job'),
  fit: job.fit,
  applicationStatus: job.applicationStatus,
});

const toQuestion = (question: RestJobQuestion): JobQuestion => ({
  questionId: question.questionID,
  text: question.text,
  answerType: question.answerType,
  options: question.options,
  required: question.required,
});

/** A job's posting as learners and staff both see it (`JobPostingFields`). */
export const toJobPosting = (
  job: Omit<RestJobDetails, 'fit' | 'applicationStatus' | 'recommendedCourse'>,
  idPrefix: JobIdPrefix,
): JobPostingFields => ({
  ...toJobFields(job, idPrefix),
  description: job.description,
  corporateAbout: job.corporateAbout,
  openings: job.openings,
  open: job.open,
  questions: job.questions.map(toQuestion),
});

const toDetails = (job: RestJobDetails): JobDetails => ({
  ...toJobPosting(job, 'Job'),
  fit: job.fit,
  applicationStatus: job.applicationStatus,
  recommendedCourse: job.recommendedCourse && {
    productId: job.recommendedCourse.productID,
    productName: job.recommendedCourse.productName,
    price: job.recommendedCourse.price,
    owned: job.recommendedCourse.owned,
    inCart: job.recommendedCourse.inCart,
  },
});

const toApplied = (applied: RestAppliedJob): AppliedJob => ({
  id: `JobApplication:${applied.applicationID}`,
  applicationId: applied.applicationID,
  job: toSummary(applied.job),
  appliedOn: applied.appliedOn,
  status: applied.status,
  currentStage: applied.currentStage,
  stages: applied.stages,
  history: applied.history,
  rejectionReason: applied.rejectionReason,
});

const toOption = (option: RestJobOption): JobOption => ({ id: option.id, name: option.name });

/** Page arguments are the caller's: refused on their own argument before anything goes upstream. */
const pageQuery = (page: number, pageSize: number): { page: number; limit: number } => {
  if (page < 1) throw badUserInput('page', 'Pages count from 1.');
  if (pageSize < 1 || pageSize > MAX_JOB_PAGE_SIZE) {
    throw badUserInput('pageSize', `A page holds 1 to ${MAX_JOB_PAGE_SIZE} jobs.`);
  }
  return { page, limit: pageSize };
};

/** Id lists travel as REST's comma-separated query values; an empty list is no filter. */
const idList = (ids: readonly number[] | null | undefined): string | undefined =>
  ids && ids.length > 0 ? ids.join(',') : undefined;

/** `001 §7` jobs for the signed-in learner: search, skills match, details, applications and tracking. */
export class JobsSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async search(filter: JobSearchInput | null, page: number, pageSize: number): Promise<JobPage> {
    const experience = filter?.experience;
    if (experience != null && (experience < 0 || experience > MAX_EXPERIENCE_YEARS)) {
      throw badUserInput('filter.experience', `Experience is 0 to ${MAX_EXPERIENCE_YEARS} years.`);
    }
    const query = {
      studentPartyID: partyIdOf(this.session),
      ...pageQuery(page, pageSize),
      keyword: searchTextOf(filter?.keyword, 'filter.keyword'),
      skillIds: idList(filter?.skillIds),
      locationIds: idList(filter?.locationIds),
      jobFunctionId: filter?.jobFunctionId ?? undefined,
      experience: experience ?? undefined,
    };
    return this.page(RestPath.JOBS, query);
  }

  fromSkills(page: number, pageSize: number): Promise<JobPage> {
    return this.page(RestPath.JOBS_FROM_SKILLS, {
      studentPartyID: partyIdOf(this.session),
      ...pageQuery(page, pageSize),
    });
  }

  /** One job; null when there is no such job (a closed one still answers, with `open` false). */
  async details(jobId: number): Promise<JobDetails | null> {
    const result = await this.upstream.call<RestJobDetails>({
      method: 'GET',
      path: RestPath.JOB_DETAILS,
      query: { studentPartyID: partyIdOf(this.session), jobID: jobId },
      auth: 'user',
      allowFailure: true,
    });
    const job = result.ok ? result.envelope.responseObject : null;
    return job ? toDetails(job) : null;
  }

  async similar(jobId: number): Promise<JobSummary[]> {
    const envelope = await this.upstream.request<never, RestJobSummary>({
      method: 'GET',
      path: RestPath.JOBS_SIMILAR,
      query: { studentPartyID: partyIdOf(this.session), jobID: jobId },
      auth: 'user',
    });
    return listOf(envelope).map(toSummary);
  }

  async applications(page: number, pageSize: number): Promise<AppliedJobPage> {
    const envelope = await this.upstream.request<never, RestAppliedJob>({
      method: 'GET',
      path: RestPath.JOBS_APPLIED,
      query: { studentPartyID: partyIdOf(this.session), ...pageQuery(page, pageSize) },
      auth: 'user',
    });
    return { items: listOf(envelope).map(toApplied), total: envelope.totalRecords ?? 0 };
  }

  async filterOptions(): Promise<JobFilterOptions> {
    const [skills, functions, locations] = await Promise.all([
      this.options(RestPath.PROFILE_OPTIONS, { type: 'KEY_SKILL' }),
      this.options(RestPath.PROFILE_OPTIONS, { type: 'JOB_FUNCTION' }),
      this.options(RestPath.JOB_LOCATIONS, {}),
    ]);
    return { skills, functions, locations };
  }

  rejectionReasons(): Promise<JobOption[]> {
    return this.options(RestPath.JOB_REJECTION_REASONS, {});
  }

  /**
   * REST takes a MULTI_CHOICE answer as the list of choices and every other as one string, so the job's
   * questions decide each answer's shape; REST checks the answers themselves (`checkJobAnswers`).
   */
  async apply(input: ApplyForJobInput): Promise<ApplyForJobPayload> {
    const studentPartyID = partyIdOf(this.session);
    const questions = await this.upstream.call<never, RestJobQuestion>({
      method: 'GET',
      path: RestPath.JOB_QUESTIONS,
      query: { studentPartyID, jobID: input.jobId },
      auth: 'user',
      allowFailure: true,
    });
    if (!questions.ok) return { application: null, userErrors: [refusalOf(APPLY_FIELDS, questions)] };
    const multi = new Set(
      listOf(questions.envelope)
        .filter((question) => question.answerType === AnswerType.MULTI_CHOICE)
        .map((question) => question.questionID),
    );
    const answers = input.answers.map(({ questionId, answer }) => ({
      questionID: questionId,
      answer: multi.has(questionId) ? answer : (answer[0] ?? ''),
    }));
    const result = await this.upstream.call<RestAppliedJob>({
      method: 'POST',
      path: RestPath.JOB_APPLY,
      body: { studentPartyID, jobID: input.jobId, answers },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { application: null, userErrors: [refusalOf(APPLY_FIELDS, result)] };
    const applied = result.envelope.responseObject;
    return { application: applied ? toApplied(applied) : null, userErrors: [] };
  }

  trackCta(jobId: number, cta: JobCta): Promise<ActionPayload> {
    return this.action(RestPath.JOB_CTA, { jobID: jobId, cta }, TRACK_FIELDS);
  }

  trackApplyClick(jobId: number): Promise<ActionPayload> {
    return this.action(RestPath.JOB_APPLY_CLICK, { jobID: jobId }, TRACK_FIELDS);
  }

  applyForCourse(productId: number): Promise<ActionPayload> {
    return this.action(RestPath.COURSE_APPLY, { productID: productId }, COURSE_FIELDS);
  }

  private async page(path: RestPath, query: Record<string, string | number | undefined>): Promise<JobPage> {
    const envelope = await this.upstream.request<never, RestJobSummary>({
      method: 'GET',
      path,
      query,
      auth: 'user',
    });
    return { items: listOf(envelope).map(toSummary), total: envelope.totalRecords ?? 0 };
  }

  private async options(path: RestPath, query: Record<string, string>): Promise<JobOption[]> {
    const envelope = await this.upstream.request<never, RestJobOption>({
      method: 'GET',
      path,
      query,
      auth: 'user',
    });
    return listOf(envelope).map(toOption);
  }

  private async action<TReason extends string>(
    path: RestPath,
    body: Record<string, unknown>,
    fields: FieldMap<TReason>,
  ): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path,
      body: { studentPartyID: partyIdOf(this.session), ...body },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, fields);
  }
}
