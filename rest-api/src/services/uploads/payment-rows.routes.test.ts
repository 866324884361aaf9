import { RestPath, type UploadJob } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { paymentCsv, paymentFileRow } from '../../testing/upload-fixtures';
import { uploadAndWait, waitForJob } from '../../testing/upload-jobs';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';
import { paymentRowsCsv } from './payment-rows.routes';

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

const learnerWithOrder = async (i: number) => {
  const { email, partyId } = loadLearner(i);
  const order = await kit.place(await kit.signedIn(email), partyId, [COURSE_A]);
  return { email, total: order.totalOrderPrice, orderId: order.orderID };
};

describe('dashboard bulkupload (001 §7: the bulk payment upload as an array of rows)', () => {
  it('runs the rows as the payment file: pays, lists the bad rows, and the file route sees them as done', async () => {
    const good = await learnerWithOrder(11);
    const rows = [paymentFileRow(good.email, good.total), paymentFileRow('nobody@finx.test', 10)];
    const sent = await ops.post<UploadJob>(RestPath.UPLOAD_PAYMENT_ROWS, { rows });
    expect(sent.body.status).toBe('success');
    const job = await waitForJob(ops, sent.body.responseObject!.uploadId);
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ totalCount: 2, successCount: 1, failCount: 1, duplicateCount: 0 });
    expect((await kit.orderRow(good.orderId))?.paymentStatus).toBe('Paid');
    // The same rows as a file are the same payments: already uploaded, never paid twice.
    const file = await uploadAndWait(ops, RestPath.UPLOAD_PAYMENT, 'again.csv', paymentCsv(rows));
    expect(file.body.responseObject).toMatchObject({ successCount: 0, duplicateCount: 1 });
  });

  it('quotes what CSV must quote, and refuses learners and bad bodies', async () => {
    expect(paymentRowsCsv([{ fullName: 'Rao, "Ravi"', itemAmount: 12.5 }]).split('\r\n')[1]).toBe(
      ',12.5,,,,"Rao, ""Ravi""",,,,',
    );
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const rows = [paymentFileRow('a@finx.test', 1)];
    expect((await learner.post(RestPath.UPLOAD_PAYMENT_ROWS, { rows })).status).toBe(403);
    expect((await ops.post(RestPath.UPLOAD_PAYMENT_ROWS, { rows: [] })).status).toBe(400);
    expect((await ops.post(RestPath.UPLOAD_PAYMENT_ROWS, { rows: [{ fullName: { x: 1 } }] })).status).toBe(
      400,
    );
  });
});
