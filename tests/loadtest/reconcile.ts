// After the load: the database (PostgreSQL, the system of record) against what the buyers saw.
// - paidOrders: orders of this run that are Paid;
// - fulfilledOnce: of those, fulfilled by exactly one FULFILLED event with one enrolment per item;
// - lost: orders whose money was taken (the hosted page accepted Pay) that are not Paid and fulfilled,
//   and orders a buyer saw paid that the database does not have as Paid;
// - duplicated: orders fulfilled more than once or with more enrolments than items, and learners
//   enrolled twice on one product by this run's orders;
// - mixedSessions: orders the database holds under another learner than the one who placed them, plus
//   pages that answered as another viewer (counted while browsing);
// - the upload: its job done and every row's account there exactly once, else half-applied.
import pg from 'pg';
import type { OrderRecord } from './checkout-load';
import type { UploadRun } from './upload-load';

export interface Reconciliation {
  paidOrders: number;
  fulfilledOnce: number;
  lost: number;
  duplicated: number;
  mixedSessions: number;
  /** Orders the buyers never heard of (the answer to `checkout` was lost): left unpaid, harmless. */
  unansweredOrders: number;
  upload: { uploads: number; state: string; rows: number; accounts: number; halfApplied: boolean };
}

interface OrderRow {
  order_id: number;
  email: string;
  payment_status: string;
  fulfilled: string;
  enrolments: string;
  items: string;
}

export const reconcile = async (
  databaseUrl: string,
  since: Date,
  orders: ReadonlyMap<number, OrderRecord>,
  browsingMixed: number,
  upload: UploadRun,
): Promise<Reconciliation> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<OrderRow>(
      `select o.order_id, u.email, o.payment_status,
         (select count(*) from payment_events e where e.order_id = o.order_id and e.outcome = 'FULFILLED') as fulfilled,
         (select count(*) from enrolments n where n.order_id = o.order_id) as enrolments,
         (select count(*) from order_items i where i.order_id = o.order_id) as items
       from orders o join users u on u.party_id = o.party_id
       where o.placed_at >= $1`,
      [since.toISOString()],
    );
    const byId = new Map(rows.map((row) => [Number(row.order_id), row]));
    const paid = rows.filter((row) => row.payment_status === 'Paid');
    const fulfilledOnce = paid.filter(
      (row) => Number(row.fulfilled) === 1 && Number(row.enrolments) === Number(row.items),
    ).length;
    let lost = 0;
    let mixed = browsingMixed;
    for (const order of orders.values()) {
      const row = byId.get(order.orderId);
      if (!row) {
        lost++;
        continue;
      }
      if (row.email !== order.email.toLowerCase()) mixed++;
      const settled = row.payment_status === 'Paid' && Number(row.fulfilled) >= 1;
      if ((order.payAccepted || order.paidSeen) && !settled) lost++;
    }
    const doubleEnrolled = await client.query<{ count: string }>(
      `select count(*) from (select n.party_id, n.product_id from enrolments n
         join orders o on o.order_id = n.order_id where o.placed_at >= $1
         group by 1, 2 having count(*) > 1) twice`,
      [since.toISOString()],
    );
    const duplicated =
      rows.filter((row) => Number(row.fulfilled) > 1 || Number(row.enrolments) > Number(row.items)).length +
      Number(doubleEnrolled.rows[0]?.count ?? 0);
    return {
      paidOrders: paid.length,
      fulfilledOnce,
      lost,
      duplicated,
      mixedSessions: mixed,
      unansweredOrders: rows.filter((row) => !orders.has(Number(row.order_id))).length,
      upload: await reconcileUpload(client, upload),
    };
  } finally {
    await client.end();
  }
};

/**
 * Every upload of the run's file (a send whose answer was lost may have been stored and sent again):
 * waited for until none is queued or running, then whole when one is done and every row's account is
 * there once (a second upload of the same rows finds them "Already Uploaded"), or none was received and
 * nothing was written.
 */
const reconcileUpload = async (client: pg.Client, upload: UploadRun): Promise<Reconciliation['upload']> => {
  const jobsOf = async () =>
    (
      await client.query<{ upload_id: string; state: string }>(
        `select upload_id, state from uploads where file_name = $1 order by upload_id`,
        [`${upload.tag}.xlsx`],
      )
    ).rows;
  let jobs = await jobsOf();
  for (
    let waited = 0;
    waited < 120 && jobs.some((job) => ['queued', 'running'].includes(job.state));
    waited++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    jobs = await jobsOf();
  }
  const accounts = Number(
    (
      await client.query<{ count: string }>(`select count(*) from users where email like $1`, [
        `${upload.tag}-%@bulk.test`,
      ])
    ).rows[0]?.count ?? 0,
  );
  const state = jobs.map((job) => job.state).join(',') || 'not received';
  const whole = jobs.some((job) => job.state === 'done') ? accounts === upload.rows : accounts === 0;
  return { uploads: jobs.length, state, rows: upload.rows, accounts, halfApplied: !whole };
};
