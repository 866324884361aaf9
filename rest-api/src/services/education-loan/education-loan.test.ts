import {
  type EduLoanListRow,
  StaffAction,
  type StaffAuditRow,
  type EduLoan,
  EducationLoanMessage,
  LoanStatus,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { CheckoutFixture, loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let kit: CheckoutFixture;

beforeAll(async () => {
  api = await createTestRestApi();
  kit = new CheckoutFixture(api);
}, 60_000);
afterAll(() => api?.close());

const application = (partyId: number) => ({
  studentPartyID: partyId,
  productID: ProductId.CFX,
  loanAmount: 75_000,
  tenureMonths: 12,
  panNumber: 'abcde1234f',
});

describe('education loan (_applyEduLoan, _getEduLoan, _updateEduLoan)', () => {
  it('refuses an application that breaks the shared rules, with their messages', async () => {
    const learner = loadLearner(0);
    const client = await kit.signedIn(learner.email);
    const cases: [Record<string, unknown>, string][] = [
      [{ loanAmount: 500 }, EducationLoanMessage.AMOUNT_RANGE],
      [{ loanAmount: 20_000.5 }, EducationLoanMessage.AMOUNT_WHOLE],
      [{ tenureMonths: 7 }, EducationLoanMessage.TENURE_INVALID],
      [{ panNumber: 'ABC123' }, EducationLoanMessage.PAN_INVALID],
      [{ panNumber: '' }, EducationLoanMessage.PAN_REQUIRED],
    ];
    for (const [change, message] of cases) {
      const response = await client.post(RestPath.EDU_LOAN_APPLY, {
        ...application(learner.partyId),
        ...change,
      });
      expect(response.body).toMatchObject({
        status: 'fail',
        reasonCode: ReasonCode.VALIDATION_FAILED,
        reasonText: message,
      });
    }
    const none = await client.get<EduLoan | null>(RestPath.EDU_LOAN_GET, {
      query: { partyID: learner.partyId },
    });
    expect(none.body).toMatchObject({ status: 'success', responseObject: null });
  });

  it('applies once for the learner, shows the status only to them and staff, and refuses another party', async () => {
    const learner = loadLearner(1);
    const other = loadLearner(2);
    const client = await kit.signedIn(learner.email);
    const applied = await client.post<EduLoan>(RestPath.EDU_LOAN_APPLY, application(learner.partyId));
    expect(applied.body.responseObject).toMatchObject({
      studentPartyID: learner.partyId,
      productID: ProductId.CFX,
      productName: expect.stringContaining('CFX'),
      loanStatus: LoanStatus.APPLIED,
      loanAmount: 75_000,
      tenureMonths: 12,
    });
    expect(applied.body.responseObject).not.toHaveProperty('panNumber');
    const again = await client.post(RestPath.EDU_LOAN_APPLY, application(learner.partyId));
    expect(again.body.reasonCode).toBe(ReasonCode.LOAN_ALREADY_APPLIED);

    const own = await client.get<EduLoan>(RestPath.EDU_LOAN_GET, { query: { partyID: learner.partyId } });
    expect(own.body.responseObject?.loanStatus).toBe(LoanStatus.APPLIED);

    const otherClient = await kit.signedIn(other.email);
    expect(
      (await otherClient.get(RestPath.EDU_LOAN_GET, { query: { partyID: learner.partyId } })).status,
    ).toBe(403);
    expect((await otherClient.post(RestPath.EDU_LOAN_APPLY, application(learner.partyId))).status).toBe(403);

    const ops = await kit.signedIn(DEMO_ACCOUNTS.ops.email);
    const seen = await ops.get<EduLoan>(RestPath.EDU_LOAN_GET, { query: { partyID: learner.partyId } });
    expect(seen.body.responseObject?.loanAmount).toBe(75_000);
    // Staff read for support but never apply on a learner's behalf.
    expect((await ops.post(RestPath.EDU_LOAN_APPLY, application(learner.partyId))).status).toBe(403);
  });

  it('lets staff move statuses as a list, all rows or none; a rejected learner may apply again', async () => {
    const learner = loadLearner(3);
    const client = await kit.signedIn(learner.email);
    await client.post(RestPath.EDU_LOAN_APPLY, application(learner.partyId));
    const row = { studentPartyID: learner.partyId, productID: ProductId.CFX };

    expect((await client.post(RestPath.EDU_LOAN_UPDATE, [{ ...row, loanStatus: 2 }])).status).toBe(403);

    const admin = await kit.signedIn(DEMO_ACCOUNTS.admin.email);
    const unknown = await admin.post(RestPath.EDU_LOAN_UPDATE, [
      { ...row, loanStatus: LoanStatus.APPROVED },
      { studentPartyID: loadLearner(4).partyId, productID: ProductId.CFX, loanStatus: LoanStatus.APPROVED },
    ]);
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const unchanged = await client.get<EduLoan>(RestPath.EDU_LOAN_GET, {
      query: { partyID: learner.partyId },
    });
    expect(unchanged.body.responseObject?.loanStatus).toBe(LoanStatus.APPLIED);

    const badStatus = await admin.post(RestPath.EDU_LOAN_UPDATE, [{ ...row, loanStatus: 9 }]);
    expect(badStatus.body.reasonText).toBe(EducationLoanMessage.STATUS_INVALID);

    const rejected = await admin.post(RestPath.EDU_LOAN_UPDATE, [
      { ...row, loanStatus: LoanStatus.REJECTED, comment: 'Income proof missing' },
    ]);
    expect(rejected.body.status).toBe('success');
    const seen = await client.get<EduLoan>(RestPath.EDU_LOAN_GET, { query: { partyID: learner.partyId } });
    expect(seen.body.responseObject).toMatchObject({
      loanStatus: LoanStatus.REJECTED,
      comment: 'Income proof missing',
    });

    // The staff list shows whose loan it is; each change is in the audit log, before and after.
    const list = await admin.get<never, EduLoanListRow>(RestPath.EDU_LOAN_LIST, {
      query: { loanStatus: LoanStatus.REJECTED },
    });
    expect(list.body.responseListObject).toContainEqual(
      expect.objectContaining({ studentPartyID: learner.partyId, emailID: learner.email }),
    );
    expect((await client.get(RestPath.EDU_LOAN_LIST)).status).toBe(403);
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityType: 'loan', entityId: `${learner.partyId}:${ProductId.CFX}` },
    });
    expect(audit.body.responseListObject).toEqual([
      expect.objectContaining({
        action: StaffAction.LOAN_STATUS,
        actorPartyId: DEMO_ACCOUNTS.admin.partyId,
        before: { loanStatus: LoanStatus.APPLIED, comment: null, paymentId: null },
        after: { loanStatus: LoanStatus.REJECTED, comment: 'Income proof missing', paymentId: null },
      }),
    ]);

    const reapplied = await client.post<EduLoan>(RestPath.EDU_LOAN_APPLY, {
      ...application(learner.partyId),
      loanAmount: 50_000,
    });
    expect(reapplied.body.responseObject).toMatchObject({
      loanStatus: LoanStatus.APPLIED,
      loanAmount: 50_000,
      comment: null,
    });
  });

  it('shows status 3 after the learner pays for CFX, keeping the application, and takes no new one', async () => {
    const arjun = DEMO_ACCOUNTS.secondLearner;
    const client = await kit.signedIn(arjun.email);
    await client.post(RestPath.EDU_LOAN_APPLY, application(arjun.partyId));
    const order = await kit.place(client, arjun.partyId, [ProductId.CFX]);
    const handoff = await kit.handoff(client, order);
    await kit.callback(kit.successFields(handoff.razorpayOrderID, 'pay_test_loan'));
    const loan = await client.get<EduLoan>(RestPath.EDU_LOAN_GET, { query: { partyID: arjun.partyId } });
    expect(loan.body.responseObject).toMatchObject({
      loanStatus: LoanStatus.PAID,
      comment: 'User has paid for the course',
      paymentID: 'pay_test_loan',
      loanAmount: 75_000,
    });
    const again = await client.post(RestPath.EDU_LOAN_APPLY, application(arjun.partyId));
    expect(again.body.reasonCode).toBe(ReasonCode.LOAN_COURSE_PAID);
  });
});
