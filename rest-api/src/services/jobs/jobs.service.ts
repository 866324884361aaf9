import {
  type JobCta,
  type JobDetails,
  type JobOption,
  type JobQuestion,
  type JobSummary,
  ReasonCode,
  SIMILAR_JOBS,
  JobsReasons,
} from '@finx/domain';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import { isOpen, type JobViewContext, todayOf, toJobQuestion, toJobSummary } from './jobs.mapper';
import type { JobFilter, JobsRepository } from './jobs.repository';

const { refuse } = refusalsOf(JobsReasons);

export interface JobPageQuery extends JobFilter {
  page: number;
  limit: number;
}

const windowOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

/**
 * Finding jobs (`001 §7` jobs, jobsfromskills, jobs/details, similar, job/questions, locations,
 * appliedLocations, cta, jobApplyClick): each job with the asking learner's fit and application status.
 */
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Option names and the learner's profile skills: what every job answer is built with. */
  async context(partyId: number): Promise<JobViewContext> {
    const [names, profileSkillIds] = await Promise.all([
      this.jobs.optionNames(),
      this.jobs.profileSkillIds(partyId),
    ]);
    return { names, profileSkillIds };
  }

  async search(partyId: number, query: JobPageQuery): Promise<{ rows: JobSummary[]; total: number }> {
    const filter: JobFilter = {
      keyword: query.keyword,
      skillIds: query.skillIds,
      jobFunctionId: query.jobFunctionId,
      locationIds: query.locationIds,
      experience: query.experience,
    };
    const [found, context] = await Promise.all([
      this.jobs.search(partyId, filter, windowOf(query), todayOf(this.now())),
      this.context(partyId),
    ]);
    return { rows: found.rows.map((row) => toJobSummary(row, context)), total: found.total };
  }

  /** Open jobs sharing a key skill with the learner's profile, most shared first; none without skills. */
  async fromSkills(
    partyId: number,
    query: { page: number; limit: number },
  ): Promise<{ rows: JobSummary[]; total: number }> {
    const context = await this.context(partyId);
    if (context.profileSkillIds.length === 0) return { rows: [], total: 0 };
    const found = await this.jobs.sharingSkills(
      partyId,
      [...context.profileSkillIds],
      windowOf(query),
      todayOf(this.now()),
    );
    return { rows: found.rows.map((row) => toJobSummary(row, context)), total: found.total };
  }

  /** One job, closed ones too (the applied list links to them), with its questionnaire and course. */
  async details(partyId: number, jobId: number): Promise<Outcome<JobDetails>> {
    const row = await this.jobs.find(partyId, jobId);
    if (!row) return refuse(ReasonCode.NOT_FOUND);
    const [context, questions, course] = await Promise.all([
      this.context(partyId),
      this.jobs.questions(jobId),
      row.recommendedProductId ? this.jobs.course(partyId, row.recommendedProductId) : null,
    ]);
    return accept({
      ...toJobSummary(row, context),
      description: row.description,
      corporateAbout: row.corporateAbout,
      openings: row.openings,
      open: isOpen(row, todayOf(this.now())),
      questions: questions.map(toJobQuestion),
      recommendedCourse: course && {
        productID: course.productId,
        productName: course.name,
        // Money is paise inside; the contract's prices are rupees.
        price: course.pricePaise / 100,
        owned: course.owned,
        inCart: course.inCart,
      },
    });
  }

  /** Up to SIMILAR_JOBS other open jobs; none for an unknown job. */
  async similar(partyId: number, jobId: number): Promise<JobSummary[]> {
    const row = await this.jobs.find(partyId, jobId);
    if (!row) return [];
    const [rows, context] = await Promise.all([
      this.jobs.similar(partyId, row, SIMILAR_JOBS, todayOf(this.now())),
      this.context(partyId),
    ]);
    return rows.map((similar) => toJobSummary(similar, context));
  }

  async questions(jobId: number): Promise<Outcome<JobQuestion[]>> {
    if (!(await this.jobs.jobExists(jobId))) return refuse(ReasonCode.NOT_FOUND);
    return accept((await this.jobs.questions(jobId)).map(toJobQuestion));
  }

  async locations(): Promise<JobOption[]> {
    return this.jobs.options(await this.jobs.openLocationIds(todayOf(this.now())));
  }

  async appliedLocations(partyId: number): Promise<JobOption[]> {
    return this.jobs.options(await this.jobs.appliedLocationIds(partyId));
  }

  /** Records a call-to-action or an apply click on a job's page. */
  async track(partyId: number, jobId: number, cta: JobCta | null): Promise<Outcome> {
    if (!(await this.jobs.jobExists(jobId))) return refuse(ReasonCode.NOT_FOUND);
    await this.jobs.recordCta({ jobId, partyId, kind: cta ? 'CTA' : 'APPLY_CLICK', cta, at: this.now() });
    return accept();
  }
}
