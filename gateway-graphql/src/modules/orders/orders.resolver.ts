import { PaymentReportSort, PaymentStatus, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { orderIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { OrdersSource } from './orders.source';
import { PaymentCheckPayload, PaymentHistoryRow, PaymentReport } from './orders.types';

type Context = RequestContext<{ orders: OrdersSource }>;

/** Reports over orders: the learner's My Payment and the staff payment report (both at /my-orders). */
@Resolver()
export class OrdersResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => [PaymentHistoryRow], { description: 'My Payment: every order of the learner, newest first.' })
  myOrders(@Ctx() ctx: Context): Promise<PaymentHistoryRow[]> {
    return ctx.sources.orders.paymentHistory();
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => PaymentReport, {
    description:
      'Staff payment report: every learner’s orders, newest (or largest) first; dates YYYY-MM-DD, India time.',
  })
  paymentReport(
    @Ctx() ctx: Context,
    @Arg('status', () => PaymentStatus, { nullable: true }) status: PaymentStatus | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('sort', () => PaymentReportSort, { defaultValue: PaymentReportSort.PLACED }) sort: PaymentReportSort,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<PaymentReport> {
    return ctx.sources.orders.paymentReport({
      status,
      fromDate,
      toDate,
      search,
      sort,
      descending,
      page,
      limit,
    });
  }

  // The payment report's roles: whoever sees payments may ask how one stands (REST enforces the same).
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => PaymentCheckPayload, {
    description:
      'Staff: asks Paytm or Razorpay, whichever the order was paid (or is being paid) through, how its ' +
      'payment stands now, and settles the order on the answer exactly once, as a callback would.',
  })
  checkPaymentNow(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
  ): Promise<PaymentCheckPayload> {
    return ctx.sources.orders.checkPaymentNow(orderIdOf(orderId));
  }
}
