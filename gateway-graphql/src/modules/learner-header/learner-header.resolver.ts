import { RoleId } from '@finx/domain';
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { LearnerHeader } from './learner-header.types';

@Resolver()
export class LearnerHeaderResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => LearnerHeader, {
    description: 'Signed-in learners only: others get FORBIDDEN, anonymous callers UNAUTHENTICATED.',
  })
  learnerHeader(@Ctx() ctx: GatewayContext): Promise<LearnerHeader> {
    return ctx.sources.learnerHeader.header(ctx);
  }
}
