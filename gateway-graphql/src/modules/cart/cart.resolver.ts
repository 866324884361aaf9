import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Product } from '../catalogue/catalogue.types';
import { productIdOf } from '../shared/ids';
import type { PartyItemsChange } from './party-lists';
import type { RequestContext } from '../shared/request-context';
import type { CartSource } from './cart.source';
import { Cart, CartWishlistPayload } from './cart.types';

type Context = RequestContext<{ cart: CartSource }>;

@Resolver(() => CartWishlistPayload)
export class CartResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Cart, { description: 'The signed-in learner’s cart (/mycart).' })
  cart(@Ctx() ctx: Context): Promise<Cart> {
    return ctx.sources.cart.cart();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, {
    description: 'Idempotent; CFX needs the FEAT assessment attempted first (the wishlist takes it anyway).',
  })
  addToCart(@Ctx() ctx: Context, @Arg('productId', () => ID) productId: string): Promise<PartyItemsChange> {
    return ctx.sources.cart.add(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, { description: 'Idempotent.' })
  removeFromCart(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PartyItemsChange> {
    return ctx.sources.cart.remove(productIdOf(productId));
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() root: PartyItemsChange, @Ctx() ctx: Context): Promise<Product | null> {
    return ctx.sources.cart.product(root.productId);
  }
}

/** Cart membership on every product, read once per request for all products shown. */
@Resolver(() => Product)
export class ProductCartResolver {
  @FieldResolver(() => Boolean, { description: 'In the signed-in learner’s cart; false for anyone else.' })
  inCart(@Root() product: Product, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.sources.cart.inCart(product.productId);
  }
}
