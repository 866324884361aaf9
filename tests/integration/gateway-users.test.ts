import { messageFor, ReasonCode, RoleId } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateUserDocument,
  LoginDocument,
  PaymentReportDocument,
  ReportDocument,
  RolesDocument,
  SetUserActiveDocument,
  StaffAuditLogDocument,
  StaffMessagesDocument,
  StaffUsersDocument,
  StaffUserDocument,
  UnlockUserAccountDocument,
  UpdateUserProfileDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 5 through the real gateway and rest-api: staff user management and the audit log.

const codesOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((e) => e.code);

const loginWith = async (stack: Stack, username: string, password = DEMO_PASSWORD) =>
  dataOf(await stack.graphql(LoginDocument, { input: { username, password, logoutOtherSessions: true } }))
    .login;

describe('gateway users and the staff audit log (issue 13 item 5)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  });
  afterAll(() => stack?.close());

  it('refuses learners and the wrong staff role on every call', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(StaffUsersDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(RolesDocument))).toEqual(['FORBIDDEN']);
    const setActive = { userId: DEMO_ACCOUNTS.ops.userId, active: false };
    expect(errorCodes(await learner.graphql(SetUserActiveDocument, setActive))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(StaffAuditLogDocument, {}))).toEqual(['FORBIDDEN']);
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    expect(errorCodes(await tpo.graphql(StaffUsersDocument, {}))).toEqual(['FORBIDDEN']);
    // The audit log is admin's alone: ops manage users but do not read the log.
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    expect(errorCodes(await ops.graphql(StaffAuditLogDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(StaffUsersDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('SYSOPSADMIN signs in to the admin console and runs accounts, the audit log, reports and mail, not money', async () => {
    const signedIn = await loginWith(stack, DEMO_ACCOUNTS.sysops.email);
    expect(signedIn).toMatchObject({
      userErrors: [],
      redirectTo: '/admin-dashboard',
      viewer: { roleId: RoleId.SYSOPS_ADMIN, roleName: 'SYSOPSADMIN' },
    });
    const sysops = await loginAs(stack, DEMO_ACCOUNTS.sysops.email);
    const roles = (await sysops.data(RolesDocument)).roles;
    expect(roles).toContainEqual(
      expect.objectContaining({ roleId: RoleId.SYSOPS_ADMIN, roleName: 'SYSOPSADMIN' }),
    );
    const learners = (await sysops.data(StaffUsersDocument, { roleId: RoleId.LEARNER, limit: 5 })).staffUsers;
    expect(learners.totalRecords).toBeGreaterThan(0);
    expect((await sysops.data(StaffAuditLogDocument, {})).staffAuditLog.rows).toEqual(expect.any(Array));
    const report = { kind: 'ENROLLMENT' as const, page: 1, limit: 5 };
    expect((await sysops.data(ReportDocument, report)).report.totalRecords).toEqual(expect.any(Number));
    const mails = await sysops.data(StaffMessagesDocument, { kind: 'MAIL' as const });
    expect(mails.staffMessages.rows).toEqual(expect.any(Array));
    expect(errorCodes(await sysops.graphql(PaymentReportDocument, { page: 1, limit: 5 }))).toEqual([
      'FORBIDDEN',
    ]);
    const admin = {
      firstName: 'Second',
      lastName: 'Admin',
      email: 'second.admin@finx.demo',
      mobile: '9812398124',
      roleId: RoleId.ADMIN,
      password: 'Secret@123',
    };
    expect(errorCodes(await sysops.graphql(CreateUserDocument, { input: admin }))).toEqual(['FORBIDDEN']);
  });

  it('ops find a locked learner by filter and unlock them; the learner signs in; admin reads the entry', async () => {
    const { email, userId } = LOAD_LEARNERS[15]!;
    expect(codesOf(await loginWith(stack, email, 'Wrong@1'))).toEqual(['SM-03']);
    expect(codesOf(await loginWith(stack, email, 'Wrong@2'))).toEqual(['SM-03']);
    expect(codesOf(await loginWith(stack, email, 'Wrong@3'))).toEqual(['SM-12']);

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const locked = (await ops.data(StaffUsersDocument, { search: email, status: 'LOCKED' })).staffUsers;
    expect(locked.totalRecords).toBe(1);
    expect(locked.rows[0]).toMatchObject({ userId, email, status: 'LOCKED', roleId: RoleId.LEARNER });
    expect(locked.rows[0]?.lockedUntil).toEqual(expect.any(String));

    expect((await ops.data(UnlockUserAccountDocument, { email })).unlockUser).toEqual({
      ok: true,
      userErrors: [],
    });
    expect(await loginWith(stack, email)).toMatchObject({ viewer: { email }, userErrors: [] });

    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(userId) })).staffAuditLog;
    expect(log.rows[0]).toMatchObject({
      action: 'user.unlock',
      entityType: 'user',
      actorPartyId: DEMO_ACCOUNTS.ops.partyId,
      actorRoleId: RoleId.OPS,
      actorEmail: DEMO_ACCOUNTS.ops.email,
    });
    // Locked from the one address the wrong passwords came from (issue 25).
    expect(JSON.parse(log.rows[0]?.before ?? 'null')).toEqual({ status: 'LOCKED', lockedAddresses: 1 });
    expect(JSON.parse(log.rows[0]?.after ?? 'null')).toEqual({ status: 'ACTIVE', lockedAddresses: 0 });
  });

  it('inactivates (SM-03 InActive user at sign-in) and reactivates, each audited; refuses the own account', async () => {
    const { email, userId } = LOAD_LEARNERS[16]!;
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const off = (await admin.data(SetUserActiveDocument, { userId, active: false })).setUserActive;
    expect(off).toEqual({ ok: true, userErrors: [] });
    expect(codesOf(await loginWith(stack, email))).toEqual(['SM-03-INACTIVE']);
    const inactive = (await admin.data(StaffUsersDocument, { search: email })).staffUsers.rows[0];
    expect(inactive?.status).toBe('INACTIVE');

    expect((await admin.data(SetUserActiveDocument, { userId, active: true })).setUserActive.ok).toBe(true);
    expect(await loginWith(stack, email)).toMatchObject({ viewer: { email }, userErrors: [] });

    const self = (await admin.data(SetUserActiveDocument, { userId: admin.viewer.userId, active: false }))
      .setUserActive;
    expect(self.userErrors).toMatchObject([{ code: 'USER_SELF_CHANGE', field: 'userId' }]);

    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(userId) })).staffAuditLog;
    expect(
      log.rows.map((row) => [
        row.action,
        JSON.parse(row.before ?? '{}').status,
        JSON.parse(row.after ?? '{}').status,
      ]),
    ).toEqual([
      ['user.reactivate', 'INACTIVE', 'ACTIVE'],
      ['user.inactivate', 'ACTIVE', 'INACTIVE'],
    ]);
  });

  it('refuses ops and SYSOPSADMIN an account of a higher role (issue 30) as a userError with its message', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const sysops = await loginAs(stack, DEMO_ACCOUNTS.sysops.email);
    const refused = [
      { code: ReasonCode.USER_ROLE_ABOVE_YOURS, message: messageFor(ReasonCode.USER_ROLE_ABOVE_YOURS) },
    ];
    const admin = DEMO_ACCOUNTS.admin;
    for (const [caller, userId] of [
      [ops, admin.userId],
      [sysops, admin.userId],
      [ops, DEMO_ACCOUNTS.sysops.userId],
    ] as const) {
      const { setUserActive } = await caller.data(SetUserActiveDocument, { userId, active: false });
      expect(setUserActive).toEqual({ ok: false, userErrors: [{ ...refused[0], field: 'userId' }] });
    }
    const unlock = (await ops.data(UnlockUserAccountDocument, { email: admin.email })).unlockUser;
    expect(unlock).toEqual({ ok: false, userErrors: [{ ...refused[0], field: 'email' }] });
    // Nothing changed: the administrator still signs in, and SYSOPSADMIN may still act on ops.
    expect(await loginWith(stack, admin.email)).toMatchObject({
      viewer: { email: admin.email },
      userErrors: [],
    });
    const { userId } = LOAD_LEARNERS[17]!;
    expect((await sysops.data(SetUserActiveDocument, { userId, active: false })).setUserActive.ok).toBe(true);
    expect((await sysops.data(SetUserActiveDocument, { userId, active: true })).setUserActive.ok).toBe(true);
  });

  it('admin adds a user who must change the password at first sign-in; staff edit a learner’s profile', async () => {
    const input = {
      firstName: 'Kavya',
      lastName: 'Rao',
      email: 'kavya.rao@finx.demo',
      mobile: '9811122233',
      roleId: RoleId.OPS,
      password: 'First@123',
    };
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    expect(errorCodes(await ops.graphql(CreateUserDocument, { input }))).toEqual(['FORBIDDEN']);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const invalid = (
      await admin.data(CreateUserDocument, { input: { ...input, firstName: '', mobile: '12' } })
    ).createUser;
    expect(invalid.userErrors.map((error) => error.field)).toEqual(['input.firstName', 'input.mobile']);
    const created = (await admin.data(CreateUserDocument, { input })).createUser;
    expect(created.user).toMatchObject({ email: input.email, roleId: RoleId.OPS, status: 'ACTIVE' });
    const taken = (await admin.data(CreateUserDocument, { input })).createUser;
    expect(taken.userErrors).toMatchObject([{ code: 'USER_EMAIL_TAKEN', field: 'input.email' }]);
    expect(await loginWith(stack, input.email, input.password)).toMatchObject({
      redirectTo: '/changepassword',
      userErrors: [],
    });

    const learner = LOAD_LEARNERS[21]!;
    const found = (await ops.data(StaffUserDocument, { partyId: learner.partyId })).staffUser;
    expect(found?.email).toBe(learner.email);
    const edit = { userId: found?.userId, firstName: 'Renamed', lastName: 'Learner', mobile: '9822233355' };
    const saved = (await ops.data(UpdateUserProfileDocument, { input: edit })).updateUserProfile;
    expect(saved.user).toMatchObject({ firstName: 'Renamed', mobileNo: '9822233355' });
    const notLearner = (
      await ops.data(UpdateUserProfileDocument, { input: { ...edit, userId: DEMO_ACCOUNTS.admin.userId } })
    ).updateUserProfile;
    expect(notLearner.userErrors).toMatchObject([{ code: 'USER_NOT_LEARNER', field: 'input.userId' }]);
    const learnerCaller = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learnerCaller.graphql(UpdateUserProfileDocument, { input: edit }))).toEqual([
      'FORBIDDEN',
    ]);
    const log = (await admin.data(StaffAuditLogDocument, { entityId: String(found?.userId) })).staffAuditLog;
    expect(log.rows[0]).toMatchObject({ action: 'user.update', actorPartyId: DEMO_ACCOUNTS.ops.partyId });
  });

  it('lists the roles with their head counts', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const roles = (await ops.data(RolesDocument)).roles;
    expect(roles.find((role) => role.roleId === RoleId.LEARNER)?.userCount).toBeGreaterThan(40);
  });
});
