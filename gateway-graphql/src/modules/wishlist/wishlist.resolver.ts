import { RestPath, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { productIdOf } from '../cart/cart.resolver';
import type { PayloadRoot } from '../cart/cart.source';
import { CartWishlistPayload } from '../cart/cart.types';
import { Wishlist } from './wishlist.types';

/** The wishlist shares the cart's source and payload: a move changes both lists in one answer. */
@Resolver()
export class WishlistResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Wishlist, { description: 'The signed-in learner’s wishlist (/mywishlist).' })
  wishlist(@Ctx() ctx: GatewayContext): Promise<Wishlist> {
    return ctx.sources.cart.wishlist(ctx);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, { description: 'Idempotent.' })
  addToWishlist(
    @Ctx() ctx: GatewayContext,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PayloadRoot> {
    return ctx.sources.cart.change(ctx, RestPath.WISHLIST, productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload)
  removeFromWishlist(
    @Ctx() ctx: GatewayContext,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PayloadRoot> {
    return ctx.sources.cart.change(ctx, RestPath.WISHLIST_REMOVE, productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, {
    description: 'One transaction: into the cart (CFX gate applies), out of the wishlist.',
  })
  moveWishlistItemToCart(
    @Ctx() ctx: GatewayContext,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PayloadRoot> {
    return ctx.sources.cart.change(ctx, RestPath.WISHLIST_MOVE_TO_CART, productIdOf(productId));
  }
}
