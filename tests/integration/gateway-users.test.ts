import { RoleId } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginDocument,
  RolesDocument,
  SetUserActiveDocument,
  StaffAuditLogDocument,
  StaffUsersDocument,
  UnlockUserAccountDocument,
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
    expect(JSON.parse(log.rows[0]?.before ?? 'null')).toMatchObject({
      status: 'LOCKED',
      failedLoginCount: 3,
    });
    expect(JSON.parse(log.rows[0]?.after ?? 'null')).toEqual({
      status: 'ACTIVE',
      failedLoginCount: 0,
      lockedUntil: null,
    });
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

  it('lists the roles with their head counts', async () => {
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const roles = (await ops.data(RolesDocument)).roles;
    expect(roles.find((role) => role.roleId === RoleId.LEARNER)?.userCount).toBeGreaterThan(40);
  });
});
