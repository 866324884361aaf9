import { RoleId } from '@finx/domain';
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Float,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GatewayContext } from '../../context';
import { productIdOf } from '../cart/cart.resolver';
import { Product } from '../catalogue/catalogue.types';
import { orderIdOf } from './checkout.source';
import { Order, OrderItem, OrderPayload, PaymentHandoffPayload } from './checkout.types';

/** Checkout and payment hand-off (`001 §4`): /checkout, /checkout-paytm, /thankyou. */
@Resolver()
export class CheckoutResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Order, { nullable: true, description: 'One of the learner’s orders; null for any other id.' })
  order(@Ctx() ctx: GatewayContext, @Arg('id', () => ID) id: string): Promise<Order | null> {
    return ctx.sources.checkout.order(ctx, orderIdOf(id));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, {
    description:
      'Creates an Initiated order: of the given products (Make Payment on the prerequisite table), or of the ' +
      'whole cart when none are given. The payment service prices it from the catalogue.',
  })
  checkout(
    @Ctx() ctx: GatewayContext,
    @Arg('productIds', () => [ID], { nullable: true }) productIds?: string[] | null,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.checkout(ctx, productIds ? productIds.map(productIdOf) : null);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, { description: 'Coupon refusals come back on the field couponCode.' })
  applyCoupon(
    @Ctx() ctx: GatewayContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('code', () => String) code: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.coupon(ctx, orderIdOf(orderId), code.trim().toUpperCase());
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload)
  removeCoupon(@Ctx() ctx: GatewayContext, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.coupon(ctx, orderIdOf(orderId), '');
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => PaymentHandoffPayload, {
    description:
      'Make Payment: totalOrderPrice is the total the learner saw; a different one is refused with ' +
      'ORDER_TOTAL_CHANGED.',
  })
  startPayment(
    @Ctx() ctx: GatewayContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('totalOrderPrice', () => Float) totalOrderPrice: number,
  ): Promise<PaymentHandoffPayload> {
    return ctx.sources.checkout.startPayment(ctx, orderIdOf(orderId), totalOrderPrice);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, { description: 'Registers an order whose total is zero; no payment page.' })
  completeFreeOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('orderId', () => ID) orderId: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.completeFree(ctx, orderIdOf(orderId));
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => OrderPayload, { description: 'Staff: a payment taken outside the site (offlinePayment).' })
  recordOfflinePayment(
    @Ctx() ctx: GatewayContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('reference', () => String) reference: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.recordOffline(ctx, orderIdOf(orderId), reference);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => OrderPayload, {
    description: 'Staff: record a refund made through the provider; the order’s access ends.',
  })
  recordRefund(
    @Ctx() ctx: GatewayContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('note', () => String) note: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.recordRefund(ctx, orderIdOf(orderId), note);
  }
}

/** The catalogue product of an order line, batched with every other product in the response. */
@Resolver(() => OrderItem)
export class OrderItemResolver {
  @FieldResolver(() => Product, { nullable: true, description: 'null when withdrawn from the catalogue.' })
  product(@Root() item: OrderItem, @Ctx() ctx: GatewayContext): Promise<Product | null> {
    return ctx.sources.catalogue.product(ctx, String(item.productId));
  }
}
