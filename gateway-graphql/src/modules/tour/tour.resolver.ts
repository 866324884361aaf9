import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { TourSource } from './tour.source';

type Context = RequestContext<{ tour: TourSource }>;

@Resolver()
export class TourResolver {
  @Authorized()
  @Query(() => Boolean, { description: 'isTourCompleted of the signed-in user.' })
  isTourCompleted(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.sources.tour.isTourCompleted();
  }

  @Authorized()
  @Mutation(() => ActionPayload, { description: 'Skip Tour or the end of the tour: isTourCompleted = 1.' })
  completeTour(@Ctx() ctx: Context): Promise<ActionPayload> {
    return ctx.sources.tour.complete();
  }
}
