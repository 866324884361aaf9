import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { StaffCandidateExtrasSource } from './staff-candidate-extras.source';
import {
  CandidateMessage,
  CandidateMessagePayload,
  CandidateRating,
  CandidateRatingsPayload,
  ExportLink,
  ExternalComment,
  ExternalCommentInput,
  ExternalCommentPayload,
  InterviewInvitation,
  InterviewInvitationPayload,
  InterviewInviteInput,
  MessageCandidateInput,
  RateCandidateInput,
  ReferJobInput,
} from './staff-candidate-extras.types';
import { CandidatePage, StaffHistoryEntry } from './staff-jobs.types';

type Context = RequestContext<{ staffStaffCandidateExtras: StaffCandidateExtrasSource }>;

const UNKNOWN_IS_NULL = 'Null when the application is unknown.';

/**
 * Job administration's further calls (`001 §7`) for ADMIN and OPS: ratings, interviewers' comments,
 * referrals, messages to applicants, interview invitations and the export; and for the college officer,
 * their own college's applicants.
 */
@Resolver()
export class StaffCandidateExtrasResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [CandidateRating], {
    nullable: true,
    description: `An application’s ratings in pipeline order. ${UNKNOWN_IS_NULL}`,
  })
  candidateRatings(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<CandidateRating[] | null> {
    return ctx.sources.staffStaffCandidateExtras.ratings(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [ExternalComment], {
    nullable: true,
    description: `Interviewers’ comments, newest first. ${UNKNOWN_IS_NULL}`,
  })
  externalComments(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<ExternalComment[] | null> {
    return ctx.sources.staffStaffCandidateExtras.comments(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [CandidateMessage], {
    nullable: true,
    description: `Messages sent to the applicant, newest first. ${UNKNOWN_IS_NULL}`,
  })
  candidateMessages(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<CandidateMessage[] | null> {
    return ctx.sources.staffStaffCandidateExtras.messages(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [InterviewInvitation], {
    nullable: true,
    description: `The application’s interview invitations with the answers. ${UNKNOWN_IS_NULL}`,
  })
  interviewInvitations(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<InterviewInvitation[] | null> {
    return ctx.sources.staffStaffCandidateExtras.invitations(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => ExportLink, {
    nullable: true,
    description: 'A link to the .xlsx of one job’s applicants, or of all; null for an unknown job.',
  })
  candidatesExportLink(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int, { nullable: true }) jobId: number | null,
  ): Promise<ExportLink | null> {
    return ctx.sources.staffStaffCandidateExtras.exportLink(jobId);
  }

  @Authorized(RoleId.COLLEGE)
  @Query(() => CandidatePage, {
    description: 'The applicants of the college officer’s own college, of one job or all, newest first.',
  })
  collegeCandidates(
    @Ctx() ctx: Context,
    @Arg('jobId', () => Int, { nullable: true }) jobId: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10, description: 'At most 50.' }) pageSize: number,
  ): Promise<CandidatePage> {
    return ctx.sources.staffStaffCandidateExtras.collegeCandidates(jobId, page, pageSize);
  }

  @Authorized(RoleId.COLLEGE)
  @Query(() => [StaffHistoryEntry], {
    nullable: true,
    description: 'An application’s moves; null unless the applicant is of the officer’s college.',
  })
  collegeApplicationHistory(
    @Ctx() ctx: Context,
    @Arg('applicationId', () => Int) applicationId: number,
  ): Promise<StaffHistoryEntry[] | null> {
    return ctx.sources.staffStaffCandidateExtras.collegeHistory(applicationId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CandidateRatingsPayload, {
    description: 'Rate an applicant 1 to 5 at a stage they reached; a second rating there replaces yours.',
  })
  rateCandidate(
    @Ctx() ctx: Context,
    @Arg('input', () => RateCandidateInput) input: RateCandidateInput,
  ): Promise<CandidateRatingsPayload> {
    return ctx.sources.staffStaffCandidateExtras.rate(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ExternalCommentPayload, { description: 'Record what a corporate’s interviewer said.' })
  addExternalComment(
    @Ctx() ctx: Context,
    @Arg('input', () => ExternalCommentInput) input: ExternalCommentInput,
  ): Promise<ExternalCommentPayload> {
    return ctx.sources.staffStaffCandidateExtras.addComment(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Mail an open job’s link to an address, once per address.' })
  referJob(
    @Ctx() ctx: Context,
    @Arg('input', () => ReferJobInput) input: ReferJobInput,
  ): Promise<ActionPayload> {
    return ctx.sources.staffStaffCandidateExtras.refer(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CandidateMessagePayload, { description: 'Send an applicant an e-mail or an SMS.' })
  messageCandidate(
    @Ctx() ctx: Context,
    @Arg('input', () => MessageCandidateInput) input: MessageCandidateInput,
  ): Promise<CandidateMessagePayload> {
    return ctx.sources.staffStaffCandidateExtras.message(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => InterviewInvitationPayload, {
    description: 'Invite an applicant to an interview stage; again to the same stage reschedules it.',
  })
  inviteToInterview(
    @Ctx() ctx: Context,
    @Arg('input', () => InterviewInviteInput) input: InterviewInviteInput,
  ): Promise<InterviewInvitationPayload> {
    return ctx.sources.staffStaffCandidateExtras.invite(input);
  }
}
