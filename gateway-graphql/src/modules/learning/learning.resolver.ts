import { ProductId, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Product } from '../catalogue/catalogue.types';
import { productIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { LearningSource } from './learning.source';
import { Enrolment, PrerequisiteTable } from './learning.types';

type Context = RequestContext<{ learning: LearningSource }>;

/** My Learning on the dashboard and the prerequisite table (/my-Subcription-list). */
@Resolver()
export class LearningResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => [Enrolment], { description: 'My Learning: the products registered to the learner.' })
  myLearning(@Ctx() ctx: Context): Promise<Enrolment[]> {
    return ctx.sources.learning.enrolments();
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => PrerequisiteTable, {
    description: 'What the learner must attempt before a product (CFX by default) and where they stand.',
  })
  prerequisites(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID, { defaultValue: String(ProductId.CFX) }) productId: string,
  ): Promise<PrerequisiteTable> {
    return ctx.sources.learning.prerequisites(productIdOf(productId));
  }
}

/** Ownership on every product, read once per request for all products shown. */
@Resolver(() => Product)
export class ProductOwnedResolver {
  @FieldResolver(() => Boolean, {
    description: 'In the signed-in learner’s My Learning; false for anyone else.',
  })
  owned(@Root() product: Product, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.sources.learning.owns(product.productId);
  }
}
