import { PaymentMethod, RoleId } from '@finx/domain';
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
import { Product } from '../catalogue/catalogue.types';
import { orderIdOf, productIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { CheckoutSource } from './checkout.source';
import { Order, OrderItem, OrderPayload, PaymentHandoffPayload } from './checkout.types';

type Context = RequestContext<{ checkout: CheckoutSource }>;

/** Checkout and payment hand-off (`001 §4`): /checkout, /checkout-paytm, /thankyou. */
@Resolver()
export class CheckoutResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => Order, { nullable: true, description: 'One of the learner’s orders; null for any other id.' })
  order(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Order | null> {
    return ctx.sources.checkout.order(orderIdOf(id));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, {
    description:
      'Creates an Initiated order: of the given products (Make Payment on the prerequisite table), or of the ' +
      'whole cart when none are given. The payment service prices it from the catalogue.',
  })
  checkout(
    @Ctx() ctx: Context,
    @Arg('productIds', () => [ID], { nullable: true }) productIds?: string[] | null,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.checkout(
      productIds ? productIds.map((id) => productIdOf(id, 'productIds')) : null,
    );
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, { description: 'Coupon refusals come back on the field code.' })
  applyCoupon(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('code', () => String) code: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.applyCoupon(orderIdOf(orderId), code);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload)
  removeCoupon(@Ctx() ctx: Context, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.removeCoupon(orderIdOf(orderId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => PaymentHandoffPayload, {
    description:
      'Make Payment: totalOrderPrice is the total the learner saw; a different one is refused with ' +
      'ORDER_TOTAL_CHANGED. A coupon with no use left (COUPON_LIMIT_REACHED, or ' +
      'COUPON_LEARNER_LIMIT_REACHED for this learner) is refused before anything is charged; without the ' +
      'coupon the order can be paid.',
  })
  startPayment(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('totalOrderPrice', () => Float) totalOrderPrice: number,
    @Arg('method', () => PaymentMethod, { defaultValue: PaymentMethod.CARD }) method: PaymentMethod,
  ): Promise<PaymentHandoffPayload> {
    return ctx.sources.checkout.startPayment(orderIdOf(orderId), totalOrderPrice, method);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, {
    description:
      'Cancels one of the learner’s unpaid (Initiated or Failed) orders; it can never be paid afterwards. ' +
      'A paid order is refused with ORDER_ALREADY_PAID, a refunded one with ORDER_NOT_PAYABLE.',
  })
  cancelOrder(@Ctx() ctx: Context, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.cancel(orderIdOf(orderId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, {
    description:
      'The learner is back from the payment page without paying (it failed or was closed): the coupon use ' +
      'held for that payment is given back for others. The order stays payable; Make Payment holds a use ' +
      'again.',
  })
  abandonPayment(@Ctx() ctx: Context, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.abandonPayment(orderIdOf(orderId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, {
    description:
      'Asks Paytm how the order’s wallet payments ended (its status query) and settles the order on the ' +
      'answer, exactly once like any callback; answers the order as it then stands.',
  })
  checkPaymentStatus(@Ctx() ctx: Context, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.checkPaymentStatus(orderIdOf(orderId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OrderPayload, { description: 'Registers an order whose total is zero; no payment page.' })
  completeFreeOrder(@Ctx() ctx: Context, @Arg('orderId', () => ID) orderId: string): Promise<OrderPayload> {
    return ctx.sources.checkout.completeFree(orderIdOf(orderId));
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => OrderPayload, {
    description:
      'Staff: a payment taken outside the site (offlinePayment). When the learner already owns a product ' +
      'of the order it is refused with ORDER_PRODUCTS_OWNED unless confirm is true.',
  })
  recordOfflinePayment(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('reference', () => String) reference: string,
    @Arg('confirm', () => Boolean, { defaultValue: false }) confirm: boolean,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.recordOffline(orderIdOf(orderId), reference, confirm);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => OrderPayload, {
    description: 'Staff: record a refund made through the provider; the order’s access ends.',
  })
  recordRefund(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('note', () => String) note: string,
  ): Promise<OrderPayload> {
    return ctx.sources.checkout.recordRefund(orderIdOf(orderId), note);
  }
}

/** The catalogue product of an order line, batched with every other product in the response. */
@Resolver(() => OrderItem)
export class OrderItemResolver {
  @FieldResolver(() => Product, { nullable: true, description: 'null when withdrawn from the catalogue.' })
  product(@Root() item: OrderItem, @Ctx() ctx: Context): Promise<Product | null> {
    return ctx.sources.checkout.product(item.productId);
  }
}
