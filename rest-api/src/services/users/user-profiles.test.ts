import {
  CODE_VALUES,
  type CodeValueRow,
  type LoginResponse,
  PasswordMessage,
  ReasonCode,
  RestPath,
  RoleId,
  RoleName,
  StaffAction,
  type StaffAuditRow,
  type StaffUserRow,
  type UserSocialLinks,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS, PASSWORD_FLOW_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const newUser = {
  firstName: 'Kavya',
  lastName: 'Rao',
  emailID: 'kavya.rao@finx.demo',
  mobileNo: '9811122233',
  roleId: RoleId.OPS,
  password: 'First@123',
};

const auditOf = async (userId: number) =>
  (await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityId: String(userId) } })).body
    .responseListObject ?? [];

describe('adduser (/new-admin)', () => {
  it('is admin’s alone; creates an active account that must change its password at first sign-in', async () => {
    expect((await ops.post(RestPath.ADMIN_ADD_USER, newUser)).status).toBe(403);
    const weak = await admin.post(RestPath.ADMIN_ADD_USER, { ...newUser, password: 'weak' });
    expect(weak.body).toMatchObject({
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: PasswordMessage.POLICY,
    });

    const created = await admin.post<StaffUserRow>(RestPath.ADMIN_ADD_USER, newUser);
    expect(created.body.responseObject).toMatchObject({
      emailID: newUser.emailID,
      roleId: RoleId.OPS,
      status: 'ACTIVE',
    });
    const userId = created.body.responseObject?.userId ?? 0;

    const client = await api.anonymous();
    const body = {
      userLoginName: newUser.emailID,
      emailId: newUser.emailID,
      userPassword: newUser.password,
      role: RoleName.SYSOPSADMIN,
    };
    const login = await client.post<LoginResponse>(RestPath.LOGIN, body);
    expect(login.body.status).toBe('success');
    expect(login.body.responseObject).toMatchObject({ forcePasswordChangeOnNextLoginFlag: '1' });

    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({
      action: StaffAction.USER_CREATE,
      before: null,
      after: { email: newUser.emailID },
    });
    expect(JSON.stringify(entry)).not.toContain('First@123');
  });

  it('refuses an e-mail or mobile another account holds', async () => {
    const email = await admin.post(RestPath.ADMIN_ADD_USER, {
      ...newUser,
      emailID: DEMO_ACCOUNTS.learner.email,
      mobileNo: '9811122299',
    });
    expect(email.body.reasonCode).toBe(ReasonCode.USER_EMAIL_TAKEN);
    const mobile = await admin.post(RestPath.ADMIN_ADD_USER, {
      ...newUser,
      emailID: 'other@finx.demo',
      mobileNo: DEMO_ACCOUNTS.learner.mobile,
    });
    expect(mobile.body.reasonCode).toBe(ReasonCode.USER_MOBILE_TAKEN);
  });
});

describe('getuser and updateuser (/admin-profile, /admin-edit-user-profile)', () => {
  it('reads and edits the caller’s own profile', async () => {
    const byParty = await ops.get<StaffUserRow>(RestPath.ADMIN_GET_USER, {
      query: { partyId: String(DEMO_ACCOUNTS.learner.partyId) },
    });
    expect(byParty.body.responseObject?.emailID).toBe(DEMO_ACCOUNTS.learner.email);
    const mine = await ops.get<StaffUserRow>(RestPath.ADMIN_GET_USER);
    expect(mine.body.responseObject?.emailID).toBe(DEMO_ACCOUNTS.ops.email);
    const edited = await ops.post<StaffUserRow>(RestPath.ADMIN_UPDATE_USER, {
      firstName: 'Anita',
      lastName: 'Kulkarni',
      mobileNo: DEMO_ACCOUNTS.ops.mobile,
    });
    expect(edited.body).toMatchObject({ status: 'success', responseObject: { lastName: 'Kulkarni' } });
  });

  it('edits a learner’s profile, audited; refuses another member of staff and a taken mobile', async () => {
    const learner = LOAD_LEARNERS[20]!;
    const edit = {
      userId: learner.userId,
      firstName: 'Renamed',
      lastName: 'Learner',
      mobileNo: '9822233344',
    };
    expect((await ops.post(RestPath.ADMIN_UPDATE_USER, edit)).body.status).toBe('success');
    const [entry] = await auditOf(learner.userId);
    expect(entry).toMatchObject({
      action: StaffAction.USER_UPDATE,
      before: { firstName: learner.firstName, mobile: learner.mobile },
      after: { firstName: 'Renamed', mobile: '9822233344' },
    });
    const staff = await ops.post(RestPath.ADMIN_UPDATE_USER, { ...edit, userId: DEMO_ACCOUNTS.admin.userId });
    expect(staff.body.reasonCode).toBe(ReasonCode.USER_NOT_LEARNER);
    const taken = await ops.post(RestPath.ADMIN_UPDATE_USER, {
      ...edit,
      mobileNo: DEMO_ACCOUNTS.learner.mobile,
    });
    expect(taken.body.reasonCode).toBe(ReasonCode.USER_MOBILE_TAKEN);
    const bad = await ops.post(RestPath.ADMIN_UPDATE_USER, { ...edit, firstName: 'X' });
    expect(bad.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const learnerClient = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await learnerClient.post(RestPath.ADMIN_UPDATE_USER, edit)).status).toBe(403);
  });
});

describe('user/social and the codeValue lookups', () => {
  it('user/social: the caller’s own sign-in ways, any account’s for staff, none of another’s for a learner', async () => {
    const federated = PASSWORD_FLOW_ACCOUNTS.federatedLearner;
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const own = await learner.get<UserSocialLinks>(RestPath.USER_SOCIAL);
    expect(own.body.responseObject).toEqual({
      userId: DEMO_ACCOUNTS.learner.userId,
      google: false,
      facebook: false,
      password: true,
    });
    const named = await ops.get<UserSocialLinks>(RestPath.USER_SOCIAL, {
      query: { userId: String(federated.userId) },
    });
    expect(named.body.responseObject).toMatchObject({ google: true, facebook: false, password: false });
    const other = await learner.get(RestPath.USER_SOCIAL, { query: { userId: String(federated.userId) } });
    expect(other.status).toBe(403);
    expect((await (await api.anonymous()).get(RestPath.USER_SOCIAL)).status).toBe(401);
    expect((await ops.get(RestPath.USER_SOCIAL, { query: { userId: 'x' } })).body.reasonCode).toBe(
      ReasonCode.VALIDATION_FAILED,
    );
    const missing = await ops.get(RestPath.USER_SOCIAL, { query: { userId: '999999999' } });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('codeValue lists every type; codeValue/byName one; a visitor and an unknown type are refused', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const all = await learner.get<never, CodeValueRow>(RestPath.CODE_VALUE);
    expect(all.body.totalRecords).toBe(Object.values(CODE_VALUES).flat().length);
    const active = await ops.get<never, CodeValueRow>(RestPath.CODE_VALUE_BY_NAME, {
      query: { codeTypeName: 'active_status' },
    });
    expect(active.body.responseListObject).toEqual([
      { codeTypeName: 'active_status', codeValue: 'Y', codeDescription: 'Active' },
      { codeTypeName: 'active_status', codeValue: 'N', codeDescription: 'Inactive' },
    ]);
    const status = await ops.get<never, CodeValueRow>(RestPath.CODE_VALUE_BY_NAME, {
      query: { codeTypeName: 'status' },
    });
    expect(status.body.responseListObject?.map((row) => row.codeValue)).toContain('HELD');
    const unknown = await ops.get(RestPath.CODE_VALUE_BY_NAME, { query: { codeTypeName: 'colour' } });
    expect(unknown.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await (await api.anonymous()).get(RestPath.CODE_VALUE)).status).toBe(401);
  });
});
