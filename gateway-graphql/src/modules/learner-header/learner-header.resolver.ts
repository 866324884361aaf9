import { RoleId } from '@finx/domain';
import type { GraphQLResolveInfo } from 'graphql';
import { Authorized, Ctx, FieldResolver, Info, Query, Resolver, Root } from 'type-graphql';
import { InboxReadPayload } from '../alerts/alerts.types';
import { CartWishlistPayload } from '../cart/cart.types';
import type { PartyItemsChange } from '../cart/cart.contract';
import type { RequestContext } from '../shared/request-context';
import type { LearnerHeaderSource } from './learner-header.source';
import { LearnerHeader } from './learner-header.types';

type Context = RequestContext<{ learnerHeader: LearnerHeaderSource }>;

const COUNT_FIELDS = new Set(['__typename', 'id', 'cartCount', 'wishlistCount']);

/** Whether the query asks the header for nothing but the counts the change already brought. */
const countsOnly = (info: GraphQLResolveInfo): boolean =>
  info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) => selection.kind === 'Field' && COUNT_FIELDS.has(selection.name.value),
    ),
  );

@Resolver()
export class LearnerHeaderResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => LearnerHeader, {
    description: 'Signed-in learners only: others get FORBIDDEN, anonymous callers UNAUTHENTICATED.',
  })
  learnerHeader(@Ctx() ctx: Context): Promise<LearnerHeader> {
    return ctx.sources.learnerHeader.header();
  }
}

/** The header on every cart and wishlist answer, under its own id, so the badges update from the cache. */
@Resolver(() => CartWishlistPayload)
export class PartyItemsHeaderResolver {
  @FieldResolver(() => LearnerHeader, { nullable: true })
  learnerHeader(
    @Root() root: PartyItemsChange,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Partial<LearnerHeader> | null> {
    return ctx.sources.learnerHeader.afterChange(root.counts, countsOnly(info));
  }
}

/** The header after a mark as read, under its own id, so its badges and dropdowns update from the cache. */
@Resolver(() => InboxReadPayload)
export class InboxReadHeaderResolver {
  @FieldResolver(() => LearnerHeader, { nullable: true })
  learnerHeader(@Ctx() ctx: Context): Promise<LearnerHeader> {
    return ctx.sources.learnerHeader.header();
  }
}
