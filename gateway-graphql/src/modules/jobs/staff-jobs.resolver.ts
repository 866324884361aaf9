import { ApplicationStatus, CandidateSort, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { StaffJobsSource } from './staff-jobs.source';
import {
  CreateJobsBulkInput,
  CreateJobsBulkPayload,
  JobDraftInput,
  SavePlacementInput,
  StaffJobPayload,
  UpdateJobInput,
} from './staff-jobs-input.types';
import {
  CandidatePage,
  JobPlacement,
  StaffHistoryEntry,
  StaffJob,
  StaffJobLookups,
  StaffJobPage,
  StaffStageCount,
} from './staff-jobs.types';

type Context = RequestContext<{ staffJobs: StaffJobsSource }>;

const PAGE_SIZE = { defaultValue: 10, description: 'At most 50.' };

/** Job administration (`001 §7`) for ADMIN and OPS: jobs, their candidates, the moves and placements. */
@Resolver(() => StaffJob)
export class StaffJobsResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffJobPage, { description: 'Every job, newest first, optionally of one corporate.' })
  staffJobs(
    @Ctx() ctx: Context,
    @Arg('corporateId', () => Int, { nullable: true }) corporateId: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
  ): Promise<StaffJobPage> {
    return ctx.sources.staffJobs.list(corporateId, page, pageSize);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffJob, { nullable: true, description: 'One job with its pipeline; null when unknown.' })
  staffJob(@Ctx() ctx: Context, @Arg('jobId', () => Int) jobId: number): Promise<StaffJob | null> {
    return ctx.sources.staffJobs.details(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [StaffStageCount], {
    nullable: true,
    description: 'The pipeline with counts; null when unknown.',
  })
  jobStageCounts(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int) jobId: number,
  ): Promise<StaffStageCount[] | null> {
    return ctx.sources.staffJobs.stageCounts(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => CandidatePage, {
    nullable: true,
    description: 'A job’s applicants, or every job’s without jobId; null when the job is unknown.',
  })
  jobCandidates(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int, { nullable: true }) jobId: number | null,
    @Arg('stageId', () => Int, { nullable: true }) stageId: number | null,
    @Arg('status', () => ApplicationStatus, { nullable: true }) status: ApplicationStatus | null,
    @Arg('certifiedIn', () => Int, {
      nullable: true,
      description: 'Only learners who completed this product (a verified FinX certificate).',
    })
    certifiedIn: number | null,
    @Arg('sort', () => CandidateSort, { defaultValue: CandidateSort.APPLIED_ON }) sort: CandidateSort,
    @Arg('descending', () => Boolean, { defaultValue: true, description: 'Unscored candidates come last.' })
    descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, PAGE_SIZE) pageSize: number,
  ): Promise<CandidatePage | null> {
    return ctx.sources.staffJobs.candidates(
      jobId,
      { stageId, status, certifiedIn, sort, descending },
      page,
      pageSize,
    );
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [StaffHistoryEntry], {
    nullable: true,
    description: 'An application’s moves with who made each, oldest first; null when unknown.',
  })
  applicationHistory(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<StaffHistoryEntry[] | null> {
    return ctx.sources.staffJobs.history(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [JobPlacement], {
    description: 'A learner’s placements through FinX across jobs, latest joining first (placementHistory).',
  })
  candidatePlacementHistory(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
  ): Promise<JobPlacement[]> {
    return ctx.sources.staffJobs.placementHistory(partyId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [JobPlacement], { description: 'Recorded placements, of one job or all.' })
  jobPlacements(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int, { nullable: true }) jobId: number | null,
  ): Promise<JobPlacement[]> {
    return ctx.sources.staffJobs.placements(jobId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffJobLookups, { description: 'What the job form and the candidate screens offer.' })
  staffJobLookups(@Ctx() ctx: Context): Promise<StaffJobLookups> {
    return ctx.sources.staffJobs.lookups();
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffJobPayload, { description: 'Create a job with its pipeline and questionnaire.' })
  createJob(
    @Ctx() ctx: Context,
    @Arg('input', () => JobDraftInput) input: JobDraftInput,
  ): Promise<StaffJobPayload> {
    return ctx.sources.staffJobs.create(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CreateJobsBulkPayload, {
    description: 'Create many jobs; each row succeeds or fails alone.',
  })
  createJobsBulk(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateJobsBulkInput) input: CreateJobsBulkInput,
  ): Promise<CreateJobsBulkPayload> {
    return ctx.sources.staffJobs.createBulk(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffJobPayload, {
    description: 'Change a job; stages are matched by name, the questionnaire only before anyone applied.',
  })
  updateJob(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateJobInput) input: UpdateJobInput,
  ): Promise<StaffJobPayload> {
    return ctx.sources.staffJobs.update(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Move a candidate one stage on; into Placed places them.' })
  moveCandidateToNextStage(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<ActionPayload> {
    return ctx.sources.staffJobs.moveToNextStage(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Move a candidate to any stage of the job.' })
  moveCandidateToStage(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
    @Arg('stageId', () => Int) stageId: number,
  ): Promise<ActionPayload> {
    return ctx.sources.staffJobs.moveToStage(applicationId, stageId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Reject a candidate at their stage with a reason they see.' })
  rejectCandidate(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
    @Arg('reasonId', () => Int) reasonId: number,
  ): Promise<ActionPayload> {
    return ctx.sources.staffJobs.reject(applicationId, reasonId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, {
    description: 'Record the joining date and CTC; a candidate in progress is moved to Placed first.',
  })
  savePlacement(
    @Ctx() ctx: Context,
    @Arg('input', () => SavePlacementInput) input: SavePlacementInput,
  ): Promise<ActionPayload> {
    return ctx.sources.staffJobs.savePlacement(input);
  }
}
