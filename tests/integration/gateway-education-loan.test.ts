import { EducationLoanMessage, LoanStatus, ProductId, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyEducationLoanDocument,
  CheckoutDocument,
  MyEducationLoanDocument,
  StaffEducationLoansDocument,
  StartPaymentDocument,
  UpdateEducationLoansDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { payInSandbox } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

const application = { loanAmount: 75_000, tenureMonths: 12, panNumber: 'abcde1234f' };

describe('gateway education loan: apply, status, staff update, status 3 after paying CFX', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('puts each broken rule on its field, applies once, and shows the status in words', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[7]!.email, { browser: 'learner' });
    expect((await learner.data(MyEducationLoanDocument)).myEducationLoan).toBeNull();

    const refused = (
      await learner.data(ApplyEducationLoanDocument, {
        input: { loanAmount: 500, tenureMonths: 7, panNumber: 'ABC' },
      })
    ).applyEducationLoan;
    expect(refused.loan).toBeNull();
    expect(refused.userErrors.map(({ field, message }) => [field, message])).toEqual([
      ['input.loanAmount', EducationLoanMessage.AMOUNT_RANGE],
      ['input.tenureMonths', EducationLoanMessage.TENURE_INVALID],
      ['input.panNumber', EducationLoanMessage.PAN_INVALID],
    ]);

    const applied = (await learner.data(ApplyEducationLoanDocument, { input: application }))
      .applyEducationLoan;
    expect(applied.userErrors).toEqual([]);
    expect(applied.loan).toMatchObject({
      productId: ProductId.CFX,
      status: LoanStatus.APPLIED,
      statusLabel: 'Applied',
      loanAmount: 75_000,
      tenureMonths: 12,
    });
    const again = (await learner.data(ApplyEducationLoanDocument, { input: application })).applyEducationLoan;
    expect(again.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.LOAN_ALREADY_APPLIED, null],
    ]);

    // Staff move the status; a learner may not.
    const rows = [{ partyId: learner.viewer.partyId, status: LoanStatus.APPROVED, comment: 'Sanctioned' }];
    expect(errorCodes(await learner.graphql(UpdateEducationLoansDocument, { input: rows }))).toEqual([
      'FORBIDDEN',
    ]);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    expect(errorCodes(await ops.graphql(MyEducationLoanDocument))).toEqual(['FORBIDDEN']);
    expect((await ops.data(UpdateEducationLoansDocument, { input: rows })).updateEducationLoans).toEqual({
      ok: true,
      userErrors: [],
    });
    expect((await learner.data(MyEducationLoanDocument)).myEducationLoan).toMatchObject({
      status: LoanStatus.APPROVED,
      statusLabel: 'Approved',
      comment: 'Sanctioned',
    });
    // The staff list (/educationalLoanList) shows it with whose it is; a learner may not read it.
    expect(errorCodes(await learner.graphql(StaffEducationLoansDocument, {}))).toEqual(['FORBIDDEN']);
    const approved = (await ops.data(StaffEducationLoansDocument, { status: LoanStatus.APPROVED }))
      .staffEducationLoans;
    expect(approved.rows).toContainEqual(
      expect.objectContaining({
        partyId: learner.viewer.partyId,
        email: learner.email,
        loan: expect.objectContaining({ status: LoanStatus.APPROVED, comment: 'Sanctioned' }),
      }),
    );
  });

  it('shows status 3 with the payment once the learner has paid for CFX', async () => {
    const learner: Caller = await loginAs(stack, DEMO_ACCOUNTS.secondLearner.email, { browser: 'arjun' });
    await learner.data(ApplyEducationLoanDocument, { input: application });
    const { order } = (await learner.data(CheckoutDocument, { productIds: [String(ProductId.CFX)] }))
      .checkout;
    const { handoff } = (
      await learner.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
      })
    ).startPayment;
    const autoPost = await payInSandbox(stack, handoff!);
    expect((await stack.form('/payment/callback', autoPost.fields)).status).toBe(303);

    expect((await learner.data(MyEducationLoanDocument)).myEducationLoan).toMatchObject({
      status: LoanStatus.PAID,
      statusLabel: 'Paid',
      comment: 'User has paid for the course',
      paymentId: autoPost.fields.razorpay_payment_id,
      loanAmount: 75_000,
    });
    const again = (await learner.data(ApplyEducationLoanDocument, { input: application })).applyEducationLoan;
    expect(again.userErrors.map((error) => error.code)).toEqual([ReasonCode.LOAN_COURSE_PAID]);
  });
});
