import { EXCEL_LIMIT, messageFor, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { paymentCsv, paymentFileRow, paymentXlsx, zipBomb } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDocument } from '../../client/src/graphql/generated/graphql';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { postUpload, postUploadChunked, uploadFile } from '../src/harness/uploads';

describe('gateway uploads: the bulk payment file through the gateway route to the real REST tier', () => {
  let stack: Stack;
  let ops: Caller;

  beforeAll(async () => {
    stack = await startStack();
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'uploads-ops' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A browser's upload of a payment file, waited for as the screen waits for its job. */
  const upload = (caller: Caller | null, fileName: string, bytes: Buffer) =>
    uploadFile(stack, caller, '/uploads/payment', fileName, bytes);

  /** A learner with an unpaid order: their e-mail, the order and its total in rupees. */
  const learnerWithOrder = async (i: number) => {
    const account = LOAD_LEARNERS[i]!;
    const learner = await loginAs(stack, account.email, { browser: `uploads-learner-${i}` });
    const { order } = (await learner.data(CheckoutDocument, { productIds: ['3008'] })).checkout;
    return { email: account.email, orderId: order!.orderId, total: order!.totalOrderPrice };
  };

  const paymentStatusOf = async (orderId: number | string) => {
    const rows = await stack.restDb.execute(
      sql`select payment_status as status from orders where order_id = ${Number(orderId)}`,
    );
    return (rows as unknown as { rows: { status: string }[] }).rows[0]?.status;
  };

  it('is refused without a session (401) and for a learner (403)', async () => {
    expect((await upload(null, 'p.csv', paymentCsv([]))).status).toBe(401);
    const learner = await loginAs(stack, LOAD_LEARNERS[9]!.email, { browser: 'uploads-learner' });
    const refused = await upload(learner, 'p.csv', paymentCsv([]));
    expect(refused.status).toBe(403);
    expect(refused.body.userErrors[0]?.code).toBe(ReasonCode.FORBIDDEN);
  });

  it('keeps the good rows of a partly bad file; the same file twice adds nothing twice', async () => {
    const a = await learnerWithOrder(10);
    const rows = [
      paymentFileRow(a.email, a.total),
      paymentFileRow('nobody@finx.test', 100),
      { ...paymentFileRow(a.email, 1), totalAmount: 'ten' },
    ];
    const first = await upload(ops, 'payments.csv', paymentCsv(rows));
    expect(first.body.userErrors).toEqual([]);
    expect(first.body.result).toMatchObject({ totalCount: 3, successCount: 1, failCount: 2 });
    expect(first.body.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)],
      ['totalAmount is not valid'],
    ]);
    expect(await paymentStatusOf(a.orderId)).toBe('Paid');

    const second = await upload(ops, 'payments.csv', paymentCsv(rows));
    expect(second.body.result).toMatchObject({ successCount: 0, failCount: 2, duplicateCount: 1 });
  });

  it('skips a row repeated inside the file as already uploaded: the order is paid once, nothing fails', async () => {
    const a = await learnerWithOrder(13);
    const b = await learnerWithOrder(14);
    const row = paymentFileRow(a.email, a.total);
    const { body } = await upload(
      ops,
      'repeated.csv',
      paymentCsv([row, paymentFileRow(b.email, b.total), row]),
    );
    expect(body.result).toMatchObject({
      totalCount: 3,
      successCount: 2,
      failCount: 0,
      duplicateCount: 1,
      failList: [],
    });
    expect(body.result?.successfullRecords.map((record) => record.rowNumber)).toEqual([2, 3]);
    expect(await paymentStatusOf(a.orderId)).toBe('Paid');
    expect(await paymentStatusOf(b.orderId)).toBe('Paid');
  });

  it('refuses a row with a formula cell and keeps the others', async () => {
    const a = await learnerWithOrder(11);
    const b = await learnerWithOrder(12);
    const file = await paymentXlsx([paymentFileRow(a.email, a.total), paymentFileRow(b.email, b.total)], 0);
    const { result } = (await upload(ops, 'formula.xlsx', file)).body;
    expect(result).toMatchObject({ successCount: 1, failCount: 1 });
    expect(result?.failList[0]?.errors).toContain(messageFor(ReasonCode.UPLOAD_FORMULA));
    expect(await paymentStatusOf(a.orderId)).not.toBe('Paid');
    expect(await paymentStatusOf(b.orderId)).toBe('Paid');
  });

  it('refuses a zip bomb before expanding it, and names the file rules', async () => {
    const bomb = await upload(ops, 'bomb.xlsx', zipBomb());
    expect(bomb.body.userErrors).toEqual([
      {
        code: ReasonCode.UPLOAD_UNSAFE_ARCHIVE,
        field: 'file',
        message: messageFor(ReasonCode.UPLOAD_UNSAFE_ARCHIVE),
      },
    ]);
    expect((await upload(ops, 'p.pdf', paymentCsv([]))).body.userErrors[0]?.message).toBe(
      'Invalid File Format',
    );
    const foreign = await upload(ops, 'p.csv', Buffer.from('orderId,amount\n1,2\n'));
    expect(foreign.body.userErrors[0]?.message).toBe('Please upload a valid template');
  });

  it('refuses a file over the Excel limit (001 §9: 20 MB) with UPLOAD_TOO_LARGE and stores nothing; an 11 MB file is taken', async () => {
    const MB = 1024 * 1024;
    const uploadsStored = async () => {
      const rows = await stack.restDb.execute(sql`select count(*)::int as n from uploads`);
      return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await uploadsStored();
    const tooLarge = {
      job: null,
      userErrors: [
        {
          code: ReasonCode.UPLOAD_TOO_LARGE,
          field: 'file',
          message: messageFor(ReasonCode.UPLOAD_TOO_LARGE),
        },
      ],
    };
    const huge = Buffer.alloc(EXCEL_LIMIT * MB + 1, '\n');
    // With its length declared, the gateway refuses it (413) before any byte goes on to rest-api...
    const declared = await postUpload(stack, ops, '/uploads/payment', 'huge.csv', huge);
    expect(declared).toEqual({ status: 413, body: tooLarge });
    // ...without one, rest-api counts it as it streams and stops at the limit.
    const streamed = await postUploadChunked(stack, ops, '/uploads/payment', 'huge.csv', huge);
    expect(streamed.body).toEqual(tooLarge);
    expect(messageFor(ReasonCode.UPLOAD_TOO_LARGE)).toContain(`${EXCEL_LIMIT} MB`);
    expect(await uploadsStored()).toBe(before);

    // Over the 10 MB this system had before, under the spec's 20: received and stored, then the row cap
    // (this system's, 20,000) is what refuses it.
    const line = paymentCsv([paymentFileRow('rows@nobody.test', 100)])
      .toString('utf8')
      .split('\n')[1]!;
    const lines = Math.ceil((11 * MB) / (line.length + 1));
    const wide = Buffer.from(paymentCsv([]).toString('utf8') + `${line}\n`.repeat(lines));
    expect(wide.length).toBeGreaterThan(10 * MB);
    const taken = await upload(ops, 'many.csv', wide);
    expect(taken.body.userErrors.map((error) => error.code)).toEqual([ReasonCode.UPLOAD_TOO_MANY_ROWS]);
    expect(await uploadsStored()).toBe((before ?? 0) + 1);
  }, 60_000);

  // How fast is the benchmark's to say (tests/bench/upload-rows.ts, `npm run bench:uploads -w @finx/tests`):
  // a wall-clock bound here fails on a busy machine and passes on a slow build.
  it('reads a 10,000-row file to its end and answers for every row', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => paymentFileRow(`bulk${i}@nobody.test`, 100 + i));
    const { result } = (await upload(ops, 'big.xlsx', await paymentXlsx(rows))).body;
    expect(result).toMatchObject({ totalCount: 10_000, successCount: 0, failCount: 10_000 });
    expect(result?.failList.map((row) => row.rowNumber)).toEqual(rows.map((_, i) => i + 2));
    expect(new Set(result?.failList.flatMap((row) => row.errors))).toEqual(
      new Set([messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)]),
    );
  }, 60_000);
});
