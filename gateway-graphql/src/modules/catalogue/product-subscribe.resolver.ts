import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { ProductSubscribeSource } from './product-subscribe.source';

type Context = RequestContext<{ productSubscribe: ProductSubscribeSource }>;

/** A free product's Enrol for Free (subscribe): the learner's own party only, as REST. */
@Resolver()
export class ProductSubscribeResolver {
  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, {
    description: 'Learner: take a free product at once, without the cart (subscribe).',
  })
  subscribeFree(@Ctx() ctx: Context, @Arg('productId', () => Int) productId: number): Promise<ActionPayload> {
    return ctx.sources.productSubscribe.subscribe(productId);
  }
}
