// After the checkout bench: every order the run paid was fulfilled exactly once, read from the database.
import type { Config } from '@finx/rest-api';
import { createDatabase } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';

export interface ExactlyOnceReport {
  paidOrders: number;
  fulfilledEvents: number;
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
    return {
      paidOrders: await one(
        sql`select count(*) from orders where payment_status = 'Paid' and placed_at >= ${iso}::timestamptz`,
      ),
      fulfilledEvents: await one(
        sql`select count(*) from payment_events e join orders o on o.order_id = e.order_id
            where e.outcome = 'FULFILLED' and o.placed_at >= ${iso}::timestamptz`,
      ),
      ordersNotFulfilledOnce: await one(sql`select count(*) from orders o
        where o.payment_status = 'Paid' and o.placed_at >= ${iso}::timestamptz
          and (select count(*) from payment_events e where e.order_id = o.order_id and e.outcome = 'FULFILLED') <> 1`),
      ordersWithMissingEnrolments: await one(sql`select count(*) from orders o
        where o.payment_status = 'Paid' and o.placed_at >= ${iso}::timestamptz
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
