import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { ActionPayload } from '../shared/action-payload.types';

@Resolver()
export class TourResolver {
  @Authorized()
  @Query(() => Boolean, { description: 'isTourCompleted of the signed-in user.' })
  isTourCompleted(@Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.sources.tour.isTourCompleted(ctx);
  }

  @Authorized()
  @Mutation(() => ActionPayload, { description: 'Skip Tour or the end of the tour: isTourCompleted = 1.' })
  completeTour(@Ctx() ctx: GatewayContext): Promise<ActionPayload> {
    return ctx.sources.tour.complete(ctx);
  }
}
