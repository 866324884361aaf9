import { RoleId } from '@finx/domain';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors/gateway-error';
import { Product } from '../catalogue/catalogue.types';
import { LearnerHeader } from '../learner-header/learner-header.types';
import type { PayloadRoot } from './cart.source';
import { Cart, CartWishlistPayload } from './cart.types';
import { RestPath } from '@finx/domain';

/** Product ids are positive integers; anything else is the caller's mistake, not a lookup miss. */
export const productIdOf = (id: string): number => {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (value < 1) throw badUserInput('productId', 'productId must be a product id');
  return value;
};

const COUNT_FIELDS = new Set(['__typename', 'id', 'cartCount', 'wishlistCount']);

/** Whether the query asks the header for nothing but the counts the change already brought. */
const countsOnly = (info: GraphQLResolveInfo): boolean =>
  info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) => selection.kind === 'Field' && COUNT_FIELDS.has(selection.name.value),
    ),
  );

@Resolver(() => CartWishlistPayload)
export class CartResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Cart, { description: 'The signed-in learner’s cart (/mycart).' })
  cart(@Ctx() ctx: GatewayContext): Promise<Cart> {
    return ctx.sources.cart.cart(ctx);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, {
    description: 'Idempotent; CFX needs the FEAT assessment attempted first (the wishlist takes it anyway).',
  })
  addToCart(@Ctx() ctx: GatewayContext, @Arg('productId', () => ID) productId: string): Promise<PayloadRoot> {
    return ctx.sources.cart.change(ctx, RestPath.CART, productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => CartWishlistPayload, { description: 'Idempotent.' })
  removeFromCart(
    @Ctx() ctx: GatewayContext,
    @Arg('productId', () => ID) productId: string,
  ): Promise<PayloadRoot> {
    return ctx.sources.cart.change(ctx, RestPath.CART_REMOVE, productIdOf(productId));
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() root: PayloadRoot, @Ctx() ctx: GatewayContext): Promise<Product | null> {
    return ctx.sources.catalogue.product(ctx, String(root.productId));
  }

  /** The change's counts when that is all that is asked (no upstream call); else the whole header. */
  @FieldResolver(() => LearnerHeader, { nullable: true })
  async learnerHeader(
    @Root() root: PayloadRoot,
    @Ctx() ctx: GatewayContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Partial<LearnerHeader> | null> {
    if (!root.counts) return null;
    const { partyId, cartCount, wishlistCount } = root.counts;
    if (countsOnly(info)) return { id: `LearnerHeader:${partyId}`, cartCount, wishlistCount };
    return ctx.sources.learnerHeader.header(ctx);
  }
}

/** Cart and wishlist membership on every product, read once per request for all products shown. */
@Resolver(() => Product)
export class ProductCartResolver {
  @FieldResolver(() => Boolean, { description: 'In the signed-in learner’s cart; false for anyone else.' })
  inCart(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.sources.cart.isIn(ctx, 'cart', product.productId);
  }

  @FieldResolver(() => Boolean, {
    description: 'In the signed-in learner’s wishlist; false for anyone else.',
  })
  inWishlist(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.sources.cart.isIn(ctx, 'wishlist', product.productId);
  }
}
