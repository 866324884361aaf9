import {
  mayActOnRole,
  messageFor,
  ReasonCode,
  RestPath,
  RoleId,
  type StaffAuditRow,
  type StaffUserRow,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { UsersService } from './users.service';

/*
 * Issue 30: a member of staff may not act on an account whose role outranks theirs (admin > SYSOPSADMIN >
 * ops > TPO and learners), nor on their own standing (docs/decisions/users-roles-audit.md). Every actor
 * against an account of every role, on inactivate/reactivate, approve/reject and unlock.
 */

let api: TestRestApi;
const actors: Record<string, { client: RestTestClient; roleId: number; userId: number }> = {};
/** One fresh account of each role, made by the admin, so no demo account is disturbed. */
const targets: Record<string, number> = {};

const ACTORS = { admin: RoleId.ADMIN, sysops: RoleId.SYSOPS_ADMIN, ops: RoleId.OPS } as const;
const TARGETS = {
  admin: RoleId.ADMIN,
  sysops: RoleId.SYSOPS_ADMIN,
  ops: RoleId.OPS,
  tpo: RoleId.COLLEGE,
  learner: RoleId.LEARNER,
} as const;
const PAIRS = Object.keys(ACTORS).flatMap((actor) =>
  Object.keys(TARGETS).map((target) => {
    const allowed = mayActOnRole(
      ACTORS[actor as keyof typeof ACTORS],
      TARGETS[target as keyof typeof TARGETS],
    );
    return [actor, target, allowed] as const;
  }),
);
/** [actor, target] of the pairs the rule lets act, and of those it refuses. */
const ALLOWED = PAIRS.filter(([, , allowed]) => allowed).map(([actor, target]) => [actor, target] as const);
const REFUSED = PAIRS.filter(([, , allowed]) => !allowed).map(([actor, target]) => [actor, target] as const);

beforeAll(async () => {
  api = await createTestRestApi();
  for (const [name, roleId] of Object.entries(ACTORS)) {
    const account = DEMO_ACCOUNTS[name as keyof typeof ACTORS];
    actors[name] = { client: await api.signedIn(account.email), roleId, userId: account.userId };
  }
  let n = 0;
  for (const [name, roleId] of Object.entries(TARGETS)) {
    n += 1;
    const created = await actors.admin!.client.post<StaffUserRow>(RestPath.ADMIN_ADD_USER, {
      firstName: 'Rank',
      lastName: `Target${'abcde'[n - 1]}`,
      emailID: `rank.${name}@finx.test`,
      mobileNo: `98765${String(43210 + n)}`,
      roleId,
      password: 'Secret@123',
    });
    expect(created.body.status, name).toBe('success');
    targets[name] = created.body.responseObject!.userId;
  }
}, 120_000);
afterAll(() => api?.close());

const statusOf = async (userId: number) =>
  (await api.db.select({ status: users.status }).from(users).where(eq(users.userId, userId)))[0]?.status;

const auditCount = async (userId: number) =>
  (
    await actors.admin!.client.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(userId), entityType: 'user' },
    })
  ).body.totalRecords ?? 0;

const refusal = {
  reasonCode: ReasonCode.USER_ROLE_ABOVE_YOURS,
  reasonText: messageFor(ReasonCode.USER_ROLE_ABOVE_YOURS),
};

describe('the rank rule on the server, per role pair', () => {
  it('ranks admin over SYSOPSADMIN over ops over TPO and learners, equals alike', () => {
    expect(PAIRS.filter(([, , allowed]) => !allowed).map(([a, t]) => `${a}->${t}`)).toEqual([
      'sysops->admin',
      'ops->admin',
      'ops->sysops',
    ]);
  });

  it.each(ALLOWED)('%s inactivates and reactivates %s', async (actor, target) => {
    const { client } = actors[actor]!;
    const userId = targets[target]!;
    expect((await client.post(RestPath.USER_INACTIVE, { userId, active: false })).body.status).toBe(
      'success',
    );
    expect(await statusOf(userId)).toBe('INACTIVE');
    expect((await client.post(RestPath.USER_INACTIVE, { userId, active: true })).body.status).toBe('success');
    expect(await statusOf(userId)).toBe('ACTIVE');
  });

  it.each(REFUSED)('%s may neither inactivate nor reactivate %s', async (actor, target) => {
    const { client } = actors[actor]!;
    const userId = targets[target]!;
    const entries = await auditCount(userId);
    expect((await client.post(RestPath.USER_INACTIVE, { userId, active: false })).body).toMatchObject(
      refusal,
    );
    expect(await statusOf(userId)).toBe('ACTIVE');
    expect(await auditCount(userId)).toBe(entries);
    // Nor undo what an administrator did.
    await api.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.userId, userId));
    expect((await client.post(RestPath.USER_INACTIVE, { userId, active: true })).body).toMatchObject(refusal);
    expect(await statusOf(userId)).toBe('INACTIVE');
    await api.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userId, userId));
  });

  it.each(ALLOWED)('%s approves a held %s sign-up', async (actor, target) => {
    const userId = targets[target]!;
    await api.db.update(users).set({ status: 'HELD' }).where(eq(users.userId, userId));
    const response = await actors[actor]!.client.post(RestPath.USER_APPROVE, { userId, approve: true });
    expect(response.body.status).toBe('success');
    expect(await statusOf(userId)).toBe('ACTIVE');
  });

  it.each(REFUSED)('%s may neither approve nor reject a held %s sign-up', async (actor, target) => {
    const { client } = actors[actor]!;
    const userId = targets[target]!;
    await api.db.update(users).set({ status: 'HELD' }).where(eq(users.userId, userId));
    expect((await client.post(RestPath.USER_APPROVE, { userId, approve: true })).body).toMatchObject(refusal);
    expect((await client.post(RestPath.USER_APPROVE, { userId, approve: false })).body).toMatchObject(
      refusal,
    );
    expect(await statusOf(userId)).toBe('HELD');
    await api.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userId, userId));
  });

  it.each(ALLOWED)('%s unlocks %s, audited', async (actor, target) => {
    const userId = targets[target]!;
    const entries = await auditCount(userId);
    const response = await actors[actor]!.client.post(RestPath.USER_UNLOCK, { userId });
    expect(response.body.status).toBe('success');
    expect(await auditCount(userId)).toBe(entries + 1);
  });

  it.each(REFUSED)('%s may not unlock %s', async (actor, target) => {
    const userId = targets[target]!;
    const entries = await auditCount(userId);
    const response = await actors[actor]!.client.post(RestPath.USER_UNLOCK, { userId });
    expect(response.body).toMatchObject(refusal);
    expect(await auditCount(userId)).toBe(entries);
  });

  it('refuses everyone their own standing', async () => {
    for (const { client, userId } of Object.values(actors)) {
      const response = await client.post(RestPath.USER_INACTIVE, { userId, active: false });
      expect(response.body.reasonCode).toBe(ReasonCode.USER_SELF_CHANGE);
      expect(await statusOf(userId)).toBe('ACTIVE');
    }
  });
});

describe('adduser: nobody creates an account above their own role', () => {
  // adduser is admin's alone at the route, and admin outranks every role: the service's rule is what
  // would hold should the route ever widen, so it is asked directly here.
  const service = new UsersService({
    users: {} as never,
    audit: { record: () => Promise.reject(new Error('not reached')) },
    sessions: {} as never,
    transaction: () => Promise.reject(new Error('not reached')),
  });
  const input = (roleId: number) => ({
    firstName: 'New',
    lastName: 'Person',
    email: 'new.person@finx.test',
    mobile: '9876512345',
    roleId,
    password: 'Secret@123',
  });

  it.each([
    ['ops', RoleId.OPS, RoleId.ADMIN],
    ['ops', RoleId.OPS, RoleId.SYSOPS_ADMIN],
    ['SYSOPSADMIN', RoleId.SYSOPS_ADMIN, RoleId.ADMIN],
  ])('refuses %s (role %i) making role %i', async (_who, actorRole, roleId) => {
    const outcome = await service.create({ partyId: 1, roleId: actorRole }, input(roleId));
    expect(outcome).toMatchObject({ ok: false, reasonCode: ReasonCode.USER_ROLE_ABOVE_YOURS });
  });

  it('refuses ops and SYSOPSADMIN at the route itself', async () => {
    for (const name of ['ops', 'sysops'] as const) {
      const response = await actors[name]!.client.post(RestPath.ADMIN_ADD_USER, {
        firstName: 'New',
        lastName: 'Person',
        emailID: 'new.person@finx.test',
        mobileNo: '9876512345',
        roleId: RoleId.LEARNER,
        password: 'Secret@123',
      });
      expect(response.status).toBe(403);
    }
  });
});
