// After the checkout bench: every order the run paid was fulfilled exactly once, read from the database,
// and the race the bench claims to exercise really ran: the sandbox's signed webhook reached every paid
// order beside its callback (a run where no webhook landed proves nothing about exactly once).
import type { Config } from '@finx/rest-api';
import { createDatabase } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';

export interface ExactlyOnceReport {
  paidOrders: number;
  fulfilledEvents: number;
  /** Verified webhook events recorded for the paid orders (the sandbox sends one per payment). */
  webhookEvents: number;
  /** Paid orders no verified webhook reached: the callback-against-webhook race did not run for them. */
  ordersWithoutWebhook: number;
  /** Paid orders with other than one verified callback event (the bench posts each callback once). */
  ordersWithoutOneCallback: number;
  ordersNotFulfilledOnce: number;
  ordersWithMissingEnrolments: number;
  enrolmentsOfUnpaidOrders: number;
}

export const checkExactlyOnce = async (
  database: Config['database'],
  since: Date,
): Promise<ExactlyOnceReport> => {
  const handle = await createDatabase({ database });
  try {
    const one = async (query: ReturnType<typeof sql>) => {
      const result = await handle.db.execute(query);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      return Number(Object.values(row)[0] ?? 0);
    };
    const iso = since.toISOString();
    const paid = sql`o.payment_status = 'Paid' and o.placed_at >= ${iso}::timestamptz`;
    const verified = (source: string) =>
      sql`(select count(*) from payment_events e where e.order_id = o.order_id
            and e.source = ${source} and e.signature_valid)`;
    return {
      paidOrders: await one(sql`select count(*) from orders o where ${paid}`),
      fulfilledEvents: await one(
        sql`select count(*) from payment_events e join orders o on o.order_id = e.order_id
            where e.outcome = 'FULFILLED' and o.placed_at >= ${iso}::timestamptz`,
      ),
      webhookEvents: await one(
        sql`select count(*) from payment_events e join orders o on o.order_id = e.order_id
            where ${paid} and e.source = 'WEBHOOK' and e.signature_valid`,
      ),
      ordersWithoutWebhook: await one(
        sql`select count(*) from orders o where ${paid} and ${verified('WEBHOOK')} = 0`,
      ),
      ordersWithoutOneCallback: await one(
        sql`select count(*) from orders o where ${paid} and ${verified('CALLBACK')} <> 1`,
      ),
      ordersNotFulfilledOnce: await one(sql`select count(*) from orders o
        where ${paid}
          and (select count(*) from payment_events e where e.order_id = o.order_id and e.outcome = 'FULFILLED') <> 1`),
      ordersWithMissingEnrolments: await one(sql`select count(*) from orders o
        where ${paid}
          and (select count(*) from enrolments n where n.order_id = o.order_id)
           <> (select count(*) from order_items i where i.order_id = o.order_id)`),
      enrolmentsOfUnpaidOrders:
        await one(sql`select count(*) from enrolments n join orders o on o.order_id = n.order_id
        where o.payment_status <> 'Paid'`),
    };
  } finally {
    await handle.close();
  }
};

/** What is wrong with a checkout run, in words; empty when every paid order raced and was fulfilled once. */
export const exactlyOnceProblems = (report: ExactlyOnceReport): string[] => {
  const problems: string[] = [];
  if (report.paidOrders === 0) problems.push('no order was paid');
  if (report.webhookEvents === 0) problems.push('no webhook landed');
  if (report.ordersWithoutWebhook > 0)
    problems.push(`${report.ordersWithoutWebhook} paid orders got no webhook`);
  if (report.ordersWithoutOneCallback > 0)
    problems.push(`${report.ordersWithoutOneCallback} paid orders have other than one callback`);
  if (report.fulfilledEvents !== report.paidOrders)
    problems.push(`${report.fulfilledEvents} fulfilments for ${report.paidOrders} paid orders`);
  if (report.ordersNotFulfilledOnce > 0)
    problems.push(`${report.ordersNotFulfilledOnce} paid orders not fulfilled exactly once`);
  if (report.ordersWithMissingEnrolments > 0)
    problems.push(`${report.ordersWithMissingEnrolments} paid orders without one enrolment per item`);
  if (report.enrolmentsOfUnpaidOrders > 0)
    problems.push(`${report.enrolmentsOfUnpaidOrders} enrolments of unpaid orders`);
  return problems;
};
