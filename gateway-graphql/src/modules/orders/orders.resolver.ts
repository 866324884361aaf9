import { PaymentReportSort, PaymentStatus, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { OrdersSource } from './orders.source';
import { PaymentHistoryRow, PaymentReport } from './orders.types';

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
}
