import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { InterviewsSource } from './interviews.source';
import {
  InterviewInvitation,
  InterviewInvitationPayload,
  RespondToInterviewInput,
} from './staff-candidate-extras.types';

type Context = RequestContext<{ interviews: InterviewsSource }>;

/** The learner's interview invitations and their RSVP (`001 §7` RSVP response), beside the applied list. */
@Resolver()
export class InterviewsResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => [InterviewInvitation], { description: 'My interview invitations, soonest first.' })
  myInterviewInvitations(@Ctx() ctx: Context): Promise<InterviewInvitation[]> {
    return ctx.sources.interviews.mine();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => InterviewInvitationPayload, {
    description: 'Accept or decline my invitation; the answer may change until the interview begins.',
  })
  respondToInterview(
    @Ctx() ctx: Context,
    @Arg('input', () => RespondToInterviewInput) input: RespondToInterviewInput,
  ): Promise<InterviewInvitationPayload> {
    return ctx.sources.interviews.respond(input);
  }
}
