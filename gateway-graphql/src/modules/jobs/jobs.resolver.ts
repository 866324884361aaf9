import { JobCta, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { JobsSource } from './jobs.source';
import {
  AppliedJobPage,
  ApplyForJobInput,
  ApplyForJobPayload,
  JobDetails,
  JobFilterOptions,
  JobOption,
  JobPage,
  JobSearchInput,
  JobSummary,
} from './jobs.types';

type Context = RequestContext<{ jobs: JobsSource }>;

const PAGE_SIZE = { defaultValue: 10, description: 'At most 50.' };

/** Jobs for the learner: search, the skills match, one job, applying and the applied list. */
@Resolver(() => JobDetails)
export class JobsResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => JobPage, { description: 'Open jobs matching the filter, newest first.' })
  jobSearch(
    @Ctx() ctx: Context,
    @Arg('filter', () => JobSearchInput, { nullable: true }) filter: JobSearchInput | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
  ): Promise<JobPage> {
    return ctx.sources.jobs.search(filter, page, pageSize);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => JobPage, { description: 'Open jobs sharing my profile skills, most matched first.' })
  jobsFromSkills(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
  ): Promise<JobPage> {
    return ctx.sources.jobs.fromSkills(page, pageSize);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => JobDetails, { nullable: true, description: 'One job; null when unknown.' })
  job(@Ctx() ctx: Context, @Arg('jobId', () => Int) jobId: number): Promise<JobDetails | null> {
    return ctx.sources.jobs.details(jobId);
  }

  @FieldResolver(() => [JobSummary], { description: 'Other open jobs of the same function or skills.' })
  similar(@Ctx() ctx: Context, @Root() job: JobDetails): Promise<JobSummary[]> {
    return ctx.sources.jobs.similar(job.jobId);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => AppliedJobPage, { description: 'My applications, newest first.' })
  myApplications(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
  ): Promise<AppliedJobPage> {
    return ctx.sources.jobs.applications(page, pageSize);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => JobFilterOptions, { description: 'The skills, job functions and locations to filter by.' })
  jobFilterOptions(@Ctx() ctx: Context): Promise<JobFilterOptions> {
    return ctx.sources.jobs.filterOptions();
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => [JobOption], { description: 'Why applications are rejected.' })
  jobRejectionReasons(@Ctx() ctx: Context): Promise<JobOption[]> {
    return ctx.sources.jobs.rejectionReasons();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ApplyForJobPayload, {
    description: 'Apply for an open job, once, answering its questions.',
  })
  applyForJob(
    @Ctx() ctx: Context,
    @Arg('input', () => ApplyForJobInput) input: ApplyForJobInput,
  ): Promise<ApplyForJobPayload> {
    return ctx.sources.jobs.apply(input);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Record a call-to-action on a job page.' })
  trackJobCta(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int) jobId: number,
    @Arg('cta', () => JobCta) cta: JobCta,
  ): Promise<ActionPayload> {
    return ctx.sources.jobs.trackCta(jobId, cta);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Record a click on a job’s Apply button.' })
  trackJobApplyClick(@Ctx() ctx: Context, @Arg('jobId', () => Int) jobId: number): Promise<ActionPayload> {
    return ctx.sources.jobs.trackApplyClick(jobId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Ask a counsellor to call about a course.' })
  applyForCourse(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
  ): Promise<ActionPayload> {
    return ctx.sources.jobs.applyForCourse(productId);
  }
}
