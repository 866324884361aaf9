import {
  MessagingKind,
  ReasonCode,
  ReportKind,
  RestPath,
  RoleId,
  RoleName,
  type RoleRow,
  type StaffUserRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PURCHASES } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

/*
 * SYSOPSADMIN, the system operations admin (docs/decisions/users-roles-audit.md): REST lets it run
 * accounts, roles, the audit log, reports, mail and notifications, maintenance and the assistants'
 * figures, and refuses it content, jobs, learners' documents and money, whatever the client shows.
 */

let api: TestRestApi;
let sysops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  sysops = await api.signedIn(DEMO_ACCOUNTS.sysops.email);
}, 60_000);
afterAll(() => api?.close());

const today = new Date().toISOString().slice(0, 10);

describe('SYSOPSADMIN on the server', () => {
  it('signs in as its own role and finds it in the roles list', async () => {
    const roles = await sysops.get<never, RoleRow>(RestPath.ROLES);
    expect(roles.body.status).toBe('success');
    expect(roles.body.responseListObject).toContainEqual(
      expect.objectContaining({ roleId: RoleId.SYSOPS_ADMIN, roleName: RoleName.SYSOPSADMIN }),
    );
  });

  it.each([
    ['the user list', RestPath.USERS_FILTERED, {}],
    ['a learner by party id', RestPath.ADMIN_GET_USER, { partyId: String(DEMO_ACCOUNTS.learner.partyId) }],
    ['the audit log', RestPath.STAFF_AUDIT, {}],
    ['the staff dashboard', RestPath.STAFF_DASHBOARD, {}],
    ['the enrolment report (admin-only in 001 §2)', RestPath.REPORT_LIST, { kind: ReportKind.ENROLLMENT }],
    ['a data dump', RestPath.REPORT_LIST, { kind: ReportKind.CRM_SIGN_UPS }],
    ['the mails sent', RestPath.COMPOSE_LIST, { kind: MessagingKind.MAIL }],
    ['the notification manager', RestPath.COMPOSE_LIST, {}],
    ['the notification queue', RestPath.QUEUE_NOTIFICATION, {}],
    ["the assistants' usage", RestPath.CHAT_USAGE, { from: today, to: today }],
    ['the products, to address mail to a course', RestPath.STAFF_PRODUCTS, {}],
    ['the colleges, to address mail to one', RestPath.COLLEGE_LIST, {}],
  ])('may read %s', async (_label, path, query) => {
    const response = await sysops.get(path, { query });
    expect({ status: response.status, envelope: response.body.status }).toEqual({
      status: 200,
      envelope: 'success',
    });
  });

  it('inactivates and reactivates a learner, and unlocks one', async () => {
    const userId = DEMO_ACCOUNTS.secondLearner.userId;
    for (const active of [false, true]) {
      const response = await sysops.post(RestPath.USER_INACTIVE, { userId, active });
      expect(response.body.status).toBe('success');
    }
    const unlock = await sysops.post(RestPath.USER_UNLOCK, { emailId: DEMO_ACCOUNTS.secondLearner.email });
    expect(unlock.body.status).toBe('success');
    const [row] =
      (
        await sysops.get<never, StaffUserRow>(RestPath.USERS_FILTERED, {
          query: { search: DEMO_ACCOUNTS.secondLearner.email },
        })
      ).body.responseListObject ?? [];
    expect(row?.status).toBe('ACTIVE');
  });

  it('switches maintenance on, still signs in while it is on (learners cannot), and switches it off', async () => {
    const window = {
      deploymentFlag: 1,
      notificationFlag: 1,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      toDate: new Date(Date.now() + 3_600_000).toISOString(),
      loginDisabled: 0,
      upgradeNotice: null,
    };
    const on = await sysops.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: window });
    expect(on.body.status).toBe('success');
    expect((await api.client().login(DEMO_ACCOUNTS.learner.email)).body.reasonCode).toBe(
      ReasonCode.RELOAD_HOME,
    );
    // A second sign-in takes the session over (SM-07): the tests after this one use the new one.
    sysops = await api.signedIn(DEMO_ACCOUNTS.sysops.email);
    const off = { ...window, deploymentFlag: 0, notificationFlag: 0 };
    expect((await sysops.request('PUT', RestPath.DEPLOYMENT_FLAG, { body: off })).body.status).toBe(
      'success',
    );
    expect((await api.client().login(DEMO_ACCOUNTS.learner.email)).body.status).toBe('success');
  });

  it.each([
    ['the payment report', RestPath.PAYMENT_REPORT, {}],
    ['the discount list', RestPath.DISCOUNT_LIST, {}],
    ['the staff event list', RestPath.EVENT_STAFF_LIST, {}],
    ['the corporate list', RestPath.CORPORATE_LIST, {}],
    ['the learning paths', RestPath.LEARNING_PATHS, {}],
    ['the Student Section', RestPath.STUDENT_SECTION_LIST, {}],
    ['the education loans', RestPath.EDU_LOAN_LIST, {}],
  ])('is refused %s (403)', async (_label, path, query) => {
    expect((await sysops.get(path, { query })).status).toBe(403);
  });

  it.each([
    ['a product change', RestPath.PRODUCT_STATUS, { productID: 1, active: false }],
    ['a new college', RestPath.COLLEGE_SAVE, { collegeName: 'Sysops College' }],
    ['a refund', RestPath.REFUND, { orderID: DEMO_PURCHASES.learnerPaid.orderId, note: 'Refund by sysops' }],
    [
      'a new administrator (privileges only an administrator gives)',
      RestPath.ADMIN_ADD_USER,
      {
        firstName: 'New',
        lastName: 'Admin',
        emailID: 'new.admin@finx.demo',
        mobileNo: '9812398123',
        roleId: RoleId.ADMIN,
        password: 'Secret@123',
      },
    ],
    [
      "another account's password",
      RestPath.USER_CHANGE_ADMIN_PASSWORD,
      { userId: DEMO_ACCOUNTS.admin.userId, userPassword: 'Secret@123' },
    ],
  ])('is refused %s (403)', async (_label, path, body) => {
    expect((await sysops.post(path, body)).status).toBe(403);
  });
});
