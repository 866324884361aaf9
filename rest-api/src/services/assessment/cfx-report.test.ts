import { type CfxReportRow, ProductId, RestPath } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, FEAT_QUESTION_ROWS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

const DASH_DATE = /^\d{2}-\d{2}-\d{4}$/;

describe('CFX assessment report (studentcfxreport/getstudentprogress)', () => {
  it('shows the recorded FEAT result with its nodes, pages and filters, for the learner and staff only', async () => {
    const learner = loadLearner(26);
    const started = await kit.started(26, [ProductId.FEAT]);
    await kit.callback(kit.successFields(started.providerOrderId, 'pay_report_26'));
    const client = started.client;
    const report = (query: Record<string, string | number>, caller = client) =>
      caller.get<never, CfxReportRow>(RestPath.CFX_REPORT, {
        query: { emailid: learner.email, productid: ProductId.CFX, ...query },
      });

    const before = (await report({})).body;
    expect(before.totalRecords).toBe(1);
    expect(before.responseListObject?.[0]).toMatchObject({
      learningid: ProductId.FEAT,
      learningType: 'Assessment',
      learningStatus: 'Not Started',
      learningProgress: null,
      learningCompletionDate: null,
    });

    const body = { studentPartyID: learner.partyId, productID: ProductId.FEAT };
    await client.post(RestPath.ASSESSMENT_START, body);
    const [q1] = FEAT_QUESTION_ROWS;
    await client.post(RestPath.ASSESSMENT_ANSWER, {
      ...body,
      questionID: q1!.questionId,
      optionID: q1!.correctOption,
    });
    await client.post(RestPath.ASSESSMENT_SCORE_UPDATE, body);

    const after = (await report({})).body.responseListObject![0]!;
    const score = Math.round(100 / FEAT_QUESTION_ROWS.length);
    expect(after).toMatchObject({
      emailid: learner.email,
      learningStatus: 'Completed',
      learningProgress: score,
      productid: ProductId.CFX,
    });
    expect(after.learningCompletionDate).toMatch(DASH_DATE);
    const test = after.node.find((node) => node.nodeType === 'Assessment');
    expect(test).toMatchObject({ score, nodeStatus: 'Completed' });
    expect(test?.nodeLastAccessDate).toMatch(DASH_DATE);
    expect(after.node.filter((node) => node.nodeType === 'Module').length).toBeGreaterThan(0);

    expect((await report({ status: 'In Progress' })).body.totalRecords).toBe(0);
    expect((await report({ status: 'Completed' })).body.totalRecords).toBe(1);
    expect((await report({ page: 2 })).body.responseListObject).toEqual([]);

    // Another learner may not read it; staff may.
    const other = await kit.signedIn(loadLearner(27).email);
    expect((await report({}, other)).status).toBe(403);
    expect((await report({ emailid: 'nobody@finx.demo' }, other)).status).toBe(403);
    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    expect((await report({}, ops)).body.responseListObject?.[0]?.learningProgress).toBe(score);
    expect((await report({ emailid: 'nobody@finx.demo' }, ops)).body).toMatchObject({ totalRecords: 0 });
  });
});
