import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CartWishlistPayload } from '../cart/cart.types';
import { Product } from '../catalogue/catalogue.types';
import { productIdOf } from '../shared/ids';
import type { PartyItemsChange } from '../cart/cart.contract';
import type { RequestContext } from '../shared/request-context';
import type { WishlistSource } from './wishlist.source';
import { Wishlist } from './wishlist.types';

type Context = RequestContext<{ wishlist: WishlistSource }>;

/** The wishlist answers with the cart's payload: a move changes both lists in one answer. */
@Resolver()
export class WishlistResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Wishlist, { description: 'The signed-in learner’s wishlist (/mywishlist).' })
  wishlist(@Ctx() ctx: Context): Promise<Wishlist> {
    return ctx.sources.wishlist.wishlist();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, { description: 'Idempotent.' })
  addToWishlist(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PartyItemsChange> {
    return ctx.sources.wishlist.add(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload)
  removeFromWishlist(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PartyItemsChange> {
    return ctx.sources.wishlist.remove(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, {
    description: 'One transaction: into the cart (CFX gate applies), out of the wishlist.',
  })
  moveWishlistItemToCart(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PartyItemsChange> {
    return ctx.sources.wishlist.moveToCart(productIdOf(productId));
  }
}

/** Wishlist membership on every product, read once per request for all products shown. */
@Resolver(() => Product)
export class ProductWishlistResolver {
  @FieldResolver(() => Boolean, {
    description: 'In the signed-in learner’s wishlist; false for anyone else.',
  })
  inWishlist(@Root() product: Product, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.sources.wishlist.inWishlist(product.productId);
  }
}
