import { ReasonCode, RestPath, messageFor, uploadOutcomeOf } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import {
  inflatingZip,
  paymentCsv,
  paymentFileRow,
  paymentXlsx,
  zipBomb,
} from '../../testing/upload-fixtures';
import { uploadAndWait } from '../../testing/upload-jobs';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const COURSE_A = 3008;

/** The file's job, waited for: its result, or the file's refusal as a fail envelope. */
const send = (client: RestTestClient, fileName: string, bytes: Buffer) =>
  uploadAndWait(client, RestPath.UPLOAD_PAYMENT, fileName, bytes);

/** A learner with an unpaid order; answers their e-mail and the order's total in rupees. */
const learnerWithOrder = async (i: number) => {
  const { email, partyId } = loadLearner(i);
  const order = await kit.place(await kit.signedIn(email), partyId, [COURSE_A]);
  return { email, total: order.totalOrderPrice, orderId: order.orderID };
};

describe('bulk payment upload (001 §2 screen 8, §5)', () => {
  it('is refused for a learner', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await send(learner, 'p.csv', paymentCsv([]))).status).toBe(403);
  });

  it("refuses other extensions with 'Invalid File Format' and a foreign header with the template message", async () => {
    const format = await send(ops, 'p.txt', paymentCsv([]));
    expect(format.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.UPLOAD_INVALID_FORMAT });
    expect(messageFor(ReasonCode.UPLOAD_INVALID_FORMAT)).toBe('Invalid File Format');
    const template = await send(ops, 'p.csv', Buffer.from('paymentDate (DD/MM/YYYY),amount\n1,2\n'));
    expect(template.body.reasonCode).toBe(ReasonCode.UPLOAD_INVALID_TEMPLATE);
  });

  it('keeps the good rows of a partly bad file, says why each bad row failed, and adds nothing twice', async () => {
    const good = await learnerWithOrder(3);
    const rows = [
      paymentFileRow(good.email, good.total, '46037'),
      paymentFileRow('nobody@finx.test', 10),
      { ...paymentFileRow(good.email, 5), paymentMode: 'cheque', emailId: '' },
    ];
    const first = await send(ops, 'payments.csv', paymentCsv(rows));
    const result = first.body.responseObject;
    expect(result).toMatchObject({ totalCount: 3, successCount: 1, failCount: 2, duplicateCount: 0 });
    expect(result?.failList.map((failure) => failure.rowNumber)).toEqual([3, 4]);
    expect(result?.failList[0]?.errors).toEqual([messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER)]);
    expect(result?.failList[1]?.errors).toEqual(['emailId is required', 'paymentMode is not valid']);
    expect((await kit.orderRow(good.orderId))?.paymentStatus).toBe('Paid');

    const again = await send(ops, 'payments.csv', paymentCsv(rows));
    expect(again.body.responseObject).toMatchObject({ successCount: 0, failCount: 2, duplicateCount: 1 });
  });

  it('skips a row repeated inside the file as already uploaded: paid once, nothing failed', async () => {
    const repeated = await learnerWithOrder(6);
    const other = await learnerWithOrder(7);
    const row = paymentFileRow(repeated.email, repeated.total);
    const file = paymentCsv([row, paymentFileRow(other.email, other.total), row]);
    const result = (await send(ops, 'repeated.csv', file)).body.responseObject!;
    // 001 §8 and docs/decisions.md: a repeated row is counted as already uploaded ('Already Uploaded' on
    // screen), never written twice nor failed, so the file still reads 'Data Uploaded successfully'.
    expect(result).toMatchObject({
      totalCount: 3,
      successCount: 2,
      failCount: 0,
      duplicateCount: 1,
      failList: [],
    });
    expect(result.successfullRecords.map((record) => [record.rowNumber, record.emailId])).toEqual([
      [2, repeated.email],
      [3, other.email],
    ]);
    expect(uploadOutcomeOf(result)).toBe('success');
    expect((await kit.orderRow(repeated.orderId))?.paymentStatus).toBe('Paid');
  });

  it('reads xlsx, refusing a row with a formula and keeping the rest', async () => {
    const a = await learnerWithOrder(4);
    const b = await learnerWithOrder(5);
    const file = await paymentXlsx([paymentFileRow(a.email, a.total), paymentFileRow(b.email, b.total)], 1);
    const result = (await send(ops, 'payments.xlsx', file)).body.responseObject;
    expect(result).toMatchObject({ successCount: 1, failCount: 1 });
    expect(result?.failList[0]?.errors).toContain(messageFor(ReasonCode.UPLOAD_FORMULA));
  });

  it('refuses a zip bomb before expanding it, and legacy BIFF as an invalid format', async () => {
    expect((await send(ops, 'bomb.xlsx', zipBomb())).body.reasonCode).toBe(ReasonCode.UPLOAD_UNSAFE_ARCHIVE);
    // Issue 25: small declared sizes, 300 MB really inflated: refused at once, never queued.
    const lying = await send(ops, 'lying.xlsx', await inflatingZip());
    expect(lying.body.reasonCode).toBe(ReasonCode.UPLOAD_UNSAFE_ARCHIVE);
    const biff = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(512)]);
    expect((await send(ops, 'old.xls', biff)).body.reasonCode).toBe(ReasonCode.UPLOAD_INVALID_FORMAT);
  });
});
