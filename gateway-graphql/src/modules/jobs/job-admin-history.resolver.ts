import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { JobAdminHistorySource } from './job-admin-history.source';
import {
  ActiveEmployee,
  JobApplicantCountDay,
  JobCourseStageCount,
  JobRatingReportRow,
  ProductJobHistoryRow,
  RecommendedCourseInput,
  RecommendedCoursePayload,
} from './job-admin-history.types';

type Context = RequestContext<{ jobAdminHistory: JobAdminHistorySource }>;

const UNKNOWN_JOB_IS_NULL = 'Null when the job is unknown.';

/**
 * Job administration's reports (`001 §7`: courseStage, rating report, applicant count history, active
 * employees, productJobHistory, update recommended course), for ADMIN and OPS as the REST calls are.
 */
@Resolver()
export class JobAdminHistoryResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [JobCourseStageCount], {
    nullable: true,
    description: `The job’s applicants by where they stand on its recommended course. ${UNKNOWN_JOB_IS_NULL}`,
  })
  jobCourseStages(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int) jobId: number,
  ): Promise<JobCourseStageCount[] | null> {
    return ctx.sources.jobAdminHistory.courseStages(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [JobRatingReportRow], {
    nullable: true,
    description: `Each application with its ratings summed up, best rated first. ${UNKNOWN_JOB_IS_NULL}`,
  })
  jobRatingReport(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int) jobId: number,
  ): Promise<JobRatingReportRow[] | null> {
    return ctx.sources.jobAdminHistory.ratingReport(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [JobApplicantCountDay], {
    nullable: true,
    description: `Applications per India day with the running total, oldest first. ${UNKNOWN_JOB_IS_NULL}`,
  })
  jobApplicantCountHistory(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int) jobId: number,
  ): Promise<JobApplicantCountDay[] | null> {
    return ctx.sources.jobAdminHistory.applicantCountHistory(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [ActiveEmployee], {
    description: 'Learners placed through FinX whose joining date has come, of one corporate or all.',
  })
  activeEmployees(
    @Ctx() ctx: Context,
    @Arg('corporateId', () => Int, { nullable: true }) corporateId: number | null,
  ): Promise<ActiveEmployee[]> {
    return ctx.sources.jobAdminHistory.activeEmployees(corporateId ?? null);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [ProductJobHistoryRow], {
    nullable: true,
    description: 'The jobs that recommend the product, newest first. Null when the product is unknown.',
  })
  productJobHistory(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
  ): Promise<ProductJobHistoryRow[] | null> {
    return ctx.sources.jobAdminHistory.productJobHistory(productId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => RecommendedCoursePayload, {
    description: 'The course a job recommends to its applicants (a COURSE product), or none.',
  })
  updateJobRecommendedCourse(
    @Ctx() ctx: Context,
    @Arg('input', () => RecommendedCourseInput) input: RecommendedCourseInput,
  ): Promise<RecommendedCoursePayload> {
    return ctx.sources.jobAdminHistory.updateRecommendedCourse(input);
  }
}
