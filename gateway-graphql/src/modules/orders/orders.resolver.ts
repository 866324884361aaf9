import { PaymentStatus, ProductId, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { productIdOf } from '../cart/cart.resolver';
import { Product } from '../catalogue/catalogue.types';
import { Enrolment, PaymentHistoryRow, PaymentReport, PrerequisiteTable } from './orders.types';

/** The learner's order reports: My Payment (/my-orders), My Learning, the prerequisite table. */
@Resolver()
export class OrdersResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => [PaymentHistoryRow], { description: 'My Payment: every order of the learner, newest first.' })
  myOrders(@Ctx() ctx: GatewayContext): Promise<PaymentHistoryRow[]> {
    return ctx.sources.orders.paymentHistory(ctx);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => PaymentReport, {
    description: 'Staff payment report: every learner’s orders, newest first; dates YYYY-MM-DD, India time.',
  })
  paymentReport(
    @Ctx() ctx: GatewayContext,
    @Arg('status', () => PaymentStatus, { nullable: true }) status: PaymentStatus | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<PaymentReport> {
    return ctx.sources.orders.paymentReport(ctx, { status, fromDate, toDate, search, page, limit });
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => [Enrolment], { description: 'My Learning: the products registered to the learner.' })
  myLearning(@Ctx() ctx: GatewayContext): Promise<Enrolment[]> {
    return ctx.sources.orders.enrolments(ctx);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => PrerequisiteTable, {
    description: 'What the learner must attempt before a product (CFX by default) and where they stand.',
  })
  prerequisites(
    @Ctx() ctx: GatewayContext,
    @Arg('productId', () => ID, { defaultValue: String(ProductId.CFX) }) productId: string,
  ): Promise<PrerequisiteTable> {
    return ctx.sources.orders.prerequisites(ctx, productIdOf(productId));
  }
}

/** Ownership on every product, read once per request for all products shown. */
@Resolver(() => Product)
export class ProductOwnedResolver {
  @FieldResolver(() => Boolean, {
    description: 'In the signed-in learner’s My Learning; false for anyone else.',
  })
  owned(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.sources.orders.owns(ctx, product.productId);
  }
}
