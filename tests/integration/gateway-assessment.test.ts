import { PrerequisiteStatus, ProductId, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, FEAT_QUESTION_ROWS, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnswerAssessmentQuestionDocument,
  AssessmentDocument,
  CfxAssessmentReportDocument,
  CheckoutDocument,
  MyLearningDocument,
  PrerequisitesDocument,
  StartAssessmentDocument,
  StartPaymentDocument,
  SubmitAssessmentDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

const FEAT = String(ProductId.FEAT);

describe('gateway FEAT assessment: buy, start, answer, resume, submit, score, then CFX', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const buy = async (learner: Caller, productId: number) => {
    const { order, userErrors } = (await learner.data(CheckoutDocument, { productIds: [String(productId)] }))
      .checkout;
    expect(userErrors).toEqual([]);
    const { handoff } = (
      await learner.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
      })
    ).startPayment;
    const autoPost = await payInSandbox(stack, handoff!);
    expect((await stack.form('/payment/callback', autoPost.fields)).status).toBe(303);
  };

  it('runs one attempt end to end and unlocks CFX', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[30]!.email, { browser: 'feat-taker' });
    const notBought = (await learner.data(StartAssessmentDocument, { productId: FEAT })).startAssessment;
    expect(notBought.userErrors.map((e) => [e.code, e.field])).toEqual([
      [ReasonCode.NOT_ENROLLED, 'productId'],
    ]);

    await buy(learner, ProductId.FEAT);
    expect((await learner.data(AssessmentDocument, { productId: FEAT })).assessment.attempt).toBeNull();
    const started = (await learner.data(StartAssessmentDocument, { productId: FEAT })).startAssessment
      .attempt!;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', totalQuestions: FEAT_QUESTION_ROWS.length });
    expect(Date.parse(started.deadline) - Date.parse(started.serverNow)).toBeGreaterThan(59 * 60_000);

    const [first, second] = FEAT_QUESTION_ROWS;
    const answer = (questionId: number, optionId: number) =>
      learner.data(AnswerAssessmentQuestionDocument, {
        productId: FEAT,
        questionId: String(questionId),
        optionId,
      });
    expect(
      (await answer(first!.questionId, first!.correctOption)).answerAssessmentQuestion.userErrors,
    ).toEqual([]);
    await answer(second!.questionId, second!.correctOption === 1 ? 2 : 1);
    const outside = (await answer(second!.questionId, 7)).answerAssessmentQuestion;
    expect(outside.userErrors.map((e) => [e.code, e.field])).toEqual([
      [ReasonCode.VALIDATION_FAILED, 'optionId'],
    ]);

    // A reload reads the attempt back with the saved answers and the same deadline.
    const reloaded = (await learner.data(AssessmentDocument, { productId: FEAT })).assessment.attempt!;
    expect(reloaded.deadline).toBe(started.deadline);
    expect(reloaded.answers).toEqual([
      { questionId: first!.questionId, optionId: first!.correctOption },
      { questionId: second!.questionId, optionId: second!.correctOption === 1 ? 2 : 1 },
    ]);

    // Another learner cannot reach it: their own query names only their own attempt.
    const other = await loginAs(stack, LOAD_LEARNERS[31]!.email, { browser: 'other' });
    const theirs = (await other.data(AssessmentDocument, { productId: FEAT })).assessment;
    expect(theirs.attempt).toBeNull();
    expect(theirs.userErrors.map((e) => e.code)).toEqual([ReasonCode.NOT_ENROLLED]);
    expect(errorCodes(await stack.graphql(AssessmentDocument, { productId: FEAT }, { cookie: 'x' }))).toEqual(
      ['UNAUTHENTICATED'],
    );

    const submitted = (await learner.data(SubmitAssessmentDocument, { productId: FEAT })).submitAssessment
      .attempt!;
    const score = Math.round(100 / FEAT_QUESTION_ROWS.length);
    expect(submitted).toMatchObject({ status: 'SUBMITTED', closedBy: 'LEARNER', correctCount: 1, score });
    const late = (await answer(first!.questionId, first!.correctOption)).answerAssessmentQuestion;
    expect(late.userErrors.map((e) => e.code)).toEqual([ReasonCode.ASSESSMENT_SUBMITTED]);

    const { prerequisites } = await learner.data(PrerequisitesDocument, { productId: String(ProductId.CFX) });
    const rows = prerequisites!.rows;
    expect(rows.find((row) => row.productId === ProductId.FEAT)).toMatchObject({
      status: PrerequisiteStatus.SCORE_AVAILABLE,
      completed: 'Completed',
      score,
    });
    expect(rows.find((row) => row.productId === ProductId.CFX)).toMatchObject({
      status: PrerequisiteStatus.MAKE_PAYMENT,
      unavailableMessage: null,
    });
    const learning = (await learner.data(MyLearningDocument)).myLearning;
    expect(learning.find((row) => row.productId === ProductId.FEAT)).toMatchObject({
      score,
      completed: true,
    });

    // The CFX assessment report shows the recorded result: to the learner, to staff, to no one else.
    const report = { email: LOAD_LEARNERS[30]!.email, productId: String(ProductId.CFX), page: 1, limit: 10 };
    const own = (await learner.data(CfxAssessmentReportDocument, report)).cfxAssessmentReport;
    expect(own.totalRecords).toBe(1);
    expect(own.items[0]).toMatchObject({
      learningId: ProductId.FEAT,
      learningProgress: score,
      learningStatus: 'Completed',
      learningType: 'Assessment',
    });
    expect(own.items[0]!.nodes.find((node) => node.nodeType === 'Assessment')?.nodeLastAccessDate).toMatch(
      /^\d{2}-\d{2}-\d{4}$/,
    );
    expect(errorCodes(await other.graphql(CfxAssessmentReportDocument, report))).toEqual(['FORBIDDEN']);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    const seen = (await ops.data(CfxAssessmentReportDocument, report)).cfxAssessmentReport;
    expect(seen.items.map((row) => row.learningProgress)).toEqual([score]);

    await buy(learner, ProductId.CFX);
    expect((await learner.data(MyLearningDocument)).myLearning.map((row) => row.productId)).toContain(
      ProductId.CFX,
    );
  });
});
