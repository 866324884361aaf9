import { messageFor, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { paymentCsv, paymentFileRow } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutDocument,
  GdpiStatusesDocument,
  SpocAssignmentsDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { uploadFile } from '../src/harness/uploads';

/** A CSV of the given header and rows. */
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from(`${rows.map((row) => row.join(',')).join('\n')}\n`);

const GDPI_HEADER = ['fullName', 'emailId', 'gdpiStatus', 'gdScore', 'piScore', 'remarks'];
const SPOC_HEADER = ['fullName', 'emailId', 'organisationType', 'organisationId'];

describe('gateway uploads, part B: GDPI, SPOC and offline payment files through the gateway to REST', () => {
  let stack: Stack;
  let admin: Caller;
  let ops: Caller;

  beforeAll(async () => {
    stack = await startStack();
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'uploads-b-admin' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'uploads-b-ops' });
    // The stack starts slowly on a shared machine.
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** A browser's upload, waited for as the screen waits for its job. */
  const upload = (caller: Caller | null, route: string, fileName: string, bytes: Buffer) =>
    uploadFile(stack, caller, route, fileName, bytes);

  const auditCount = async (action: string) => {
    const rows = await stack.restDb.execute(
      sql`select count(*)::int as n from staff_audit where action = ${action}`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  it('GDPI: admin only; good rows kept, bad rows explained, the same file twice adds nothing', async () => {
    const [a, b] = [LOAD_LEARNERS[30]!.email, LOAD_LEARNERS[31]!.email];
    const file = csv([
      GDPI_HEADER,
      ['A', a, 'Selected', 72.5, 80, 'Clear'],
      ['B', b, 'on hold', '', '', ''],
      ['C', 'nobody@finx.test', 'Rejected', 10, 10, ''],
      ['D', b, 'Maybe', 101, 5, ''],
    ]);
    expect((await upload(ops, '/uploads/gdpi', 'gdpi.csv', file)).status).toBe(403);
    expect((await upload(null, '/uploads/gdpi', 'gdpi.csv', file)).status).toBe(401);

    const audits = await auditCount('upload.gdpi');
    const first = await upload(admin, '/uploads/gdpi', 'gdpi.csv', file);
    expect(first.body.userErrors).toEqual([]);
    expect(first.body.result).toMatchObject({ totalCount: 4, successCount: 2, failCount: 2 });
    expect(first.body.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)],
      ['gdpiStatus is not valid', 'gdScore is not valid'],
    ]);
    expect(await auditCount('upload.gdpi')).toBe(audits + 1);

    const second = await upload(admin, '/uploads/gdpi', 'gdpi.csv', file);
    expect(second.body.result).toMatchObject({ successCount: 0, failCount: 2, duplicateCount: 2 });

    const list = await admin.data(GdpiStatusesDocument, { search: a });
    expect(list.gdpiStatuses.totalRecords).toBe(1);
    expect(list.gdpiStatuses.rows[0]).toMatchObject({ emailId: a, status: 'SELECTED', gdScore: 72.5 });
    const held = await admin.data(GdpiStatusesDocument, { status: 'ON_HOLD', search: b });
    expect(held.gdpiStatuses.rows.map((row) => row.emailId)).toEqual([b]);

    // A changed result for the same learner is new, and replaces the old one.
    await upload(admin, '/uploads/gdpi', 'gdpi-2.csv', csv([GDPI_HEADER, ['A', a, 'Rejected', 40, 30, '']]));
    const after = await admin.data(GdpiStatusesDocument, { search: a });
    expect(after.gdpiStatuses.rows[0]).toMatchObject({ status: 'REJECTED', gdScore: 40 });

    expect(errorCodes(await ops.graphql(GdpiStatusesDocument, {}))).toEqual(['FORBIDDEN']);
  });

  it('SPOC: each row through assignSpoc (audited); unknown and non-staff e-mails explained; twice adds nothing', async () => {
    const file = csv([
      SPOC_HEADER,
      ['Ops', DEMO_ACCOUNTS.ops.email, 'COLLEGE', 1],
      ['Nobody', 'nobody@finx.test', 'COLLEGE', 1],
      ['Learner', LOAD_LEARNERS[32]!.email, 'COLLEGE', 1],
      ['Ops', DEMO_ACCOUNTS.ops.email, 'school', 1],
    ]);
    const learner = await loginAs(stack, LOAD_LEARNERS[33]!.email, { browser: 'uploads-b-learner' });
    expect((await upload(learner, '/uploads/spoc', 'spoc.csv', file)).status).toBe(403);

    const assigns = await auditCount('spoc.assign');
    const first = await upload(ops, '/uploads/spoc', 'spoc.csv', file);
    expect(first.body.result).toMatchObject({ totalCount: 4, successCount: 1, failCount: 3 });
    expect(first.body.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_STAFF)],
      [messageFor(ReasonCode.SPOC_NOT_STAFF)],
      ['organisationType is not valid'],
    ]);
    expect(await auditCount('spoc.assign')).toBe(assigns + 1);
    const spocs = await ops.data(SpocAssignmentsDocument);
    expect(
      spocs.activeSpocs.find((row) => row.organisationType === 'COLLEGE' && row.organisationId === 1),
    ).toMatchObject({ staffEmail: DEMO_ACCOUNTS.ops.email });

    const second = await upload(ops, '/uploads/spoc', 'spoc.csv', file);
    expect(second.body.result).toMatchObject({ successCount: 0, duplicateCount: 1 });
    expect(await auditCount('spoc.assign')).toBe(assigns + 1);
  });

  it('offline payment bulk: an offline row settles the order exactly as an online row does', async () => {
    const learnerWithOrder = async (i: number) => {
      const account = LOAD_LEARNERS[i]!;
      const learner = await loginAs(stack, account.email, { browser: `uploads-b-learner-${i}` });
      const { order } = (await learner.data(CheckoutDocument, { productIds: ['3008'] })).checkout;
      return { email: account.email, orderId: Number(order!.orderId), total: order!.totalOrderPrice };
    };
    const [online, offline] = [await learnerWithOrder(34), await learnerWithOrder(35)];
    const rows = [
      { ...paymentFileRow(online.email, online.total), paymentMode: 'online' },
      paymentFileRow(offline.email, offline.total),
    ];
    const { result } = (await upload(ops, '/uploads/payment', 'payments.csv', paymentCsv(rows))).body;
    expect(result).toMatchObject({ successCount: 2, failCount: 0 });
    const settled = await stack.restDb.execute(
      sql`select o.order_id as "orderId", o.payment_status as status,
            (select count(*)::int from enrolments e where e.order_id = o.order_id) as enrolled
          from orders o where o.order_id in (${online.orderId}, ${offline.orderId}) order by o.order_id`,
    );
    const [a, b] = (settled as unknown as { rows: { status: string; enrolled: number }[] }).rows;
    expect(a).toMatchObject({ status: 'Paid' });
    expect({ status: b?.status, enrolled: b?.enrolled }).toEqual({
      status: a?.status,
      enrolled: a?.enrolled,
    });
  });
});
