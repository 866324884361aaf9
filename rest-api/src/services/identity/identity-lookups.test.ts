import { type PartyByEmail, ReasonCode, RestPath, type SessionReportRow } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
});
afterAll(() => api?.close());

const learnerAt = (index: number) => {
  const account = LOAD_LEARNERS[index];
  if (!account) throw new Error(`no load learner ${index}`);
  return account;
};

describe('GET party/getbyEmail (000 §7)', () => {
  it('answers the party of an address: any for staff, a learner’s own only', async () => {
    const learner = DEMO_ACCOUNTS.learner;
    const byStaff = await admin.get<PartyByEmail>(RestPath.PARTY_BY_EMAIL, {
      query: { emailId: learner.email.toUpperCase() },
    });
    expect(byStaff.body.responseObject).toMatchObject({
      partyId: learner.partyId,
      userId: learner.userId,
      emailId: learner.email,
      firstName: learner.firstName,
      roleId: learner.roleId,
      status: 'ACTIVE',
    });
    const self = await api.signedIn(learner.email);
    const own = await self.get<PartyByEmail>(RestPath.PARTY_BY_EMAIL, { query: { emailId: learner.email } });
    expect(own.body.responseObject?.partyId).toBe(learner.partyId);
    const other = await self.get(RestPath.PARTY_BY_EMAIL, { query: { emailId: DEMO_ACCOUNTS.admin.email } });
    expect(other.status).toBe(403);
    const unknown = await admin.get(RestPath.PARTY_BY_EMAIL, { query: { emailId: 'nobody@finx.demo' } });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    // emailId is a sensitive field: in a clear query it is refused, and a visitor is not answered at all.
    const plain = await admin.get(RestPath.PARTY_BY_EMAIL, {
      query: { emailId: learner.email },
      encryptQuery: false,
    });
    expect(plain.status).toBe(400);
    const visitor = await api.anonymous();
    expect((await visitor.get(RestPath.PARTY_BY_EMAIL, { query: { emailId: learner.email } })).status).toBe(
      401,
    );
  });
});

describe('GET user/sessionReport (000 §7)', () => {
  it('lists sign-ins newest first with their state: a learner’s own, anyone’s for staff, by day and page', async () => {
    const account = learnerAt(10);
    await api.signedIn(account.email);
    // The second sign-in takes the first one over (SM-07's Yes): the first session ends.
    const second = await api.signedIn(account.email);
    await api.sessions.settle();
    const own = await second.get<never, SessionReportRow>(RestPath.SESSION_REPORT);
    expect(own.body.totalRecords).toBe(2);
    const rows = own.body.responseListObject ?? [];
    expect(rows.map((row) => row.live)).toEqual([true, false]);
    expect(rows[0]).toMatchObject({ userId: account.userId, emailId: account.email, roleId: account.roleId });
    expect(rows[1]?.endedAt).not.toBeNull();
    expect(Date.parse(rows[0]?.loginAt ?? '')).toBeGreaterThanOrEqual(Date.parse(rows[1]?.loginAt ?? ''));

    // A learner naming someone else is refused; naming themselves is the same list.
    const other = await second.get(RestPath.SESSION_REPORT, {
      query: { userId: String(DEMO_ACCOUNTS.admin.userId) },
    });
    expect(other.status).toBe(403);

    const named = await admin.get<never, SessionReportRow>(RestPath.SESSION_REPORT, {
      query: { userId: String(account.userId), limit: '1', page: '2' },
    });
    expect(named.body.totalRecords).toBe(2);
    expect(named.body.responseListObject?.map((row) => row.live)).toEqual([false]);
    const today = new Date().toISOString().slice(0, 10);
    const everyone = await admin.get<never, SessionReportRow>(RestPath.SESSION_REPORT, {
      query: { fromDate: today, toDate: today },
    });
    expect(everyone.body.totalRecords).toBeGreaterThanOrEqual(3);
    const past = await admin.get<never, SessionReportRow>(RestPath.SESSION_REPORT, {
      query: { userId: String(account.userId), toDate: '2020-01-01' },
    });
    expect(past.body.totalRecords).toBe(0);
    const backwards = await admin.get(RestPath.SESSION_REPORT, {
      query: { fromDate: today, toDate: '2020-01-01' },
    });
    expect(backwards.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await (await api.anonymous()).get(RestPath.SESSION_REPORT)).status).toBe(401);
  });
});

describe('GET user/validate/email (001 §7 User management)', () => {
  it('staff and SYSOPSADMIN learn whether an address is free (the edited account’s own is); learners are refused', async () => {
    const check = (emailID: string, userId?: number) =>
      admin.get(RestPath.USER_VALIDATE_EMAIL, {
        query: { emailID, role: 'Administrator', ...(userId ? { userId: String(userId) } : {}) },
      });
    expect((await check('brand.new@finx.demo')).body.status).toBe('success');
    expect((await check(DEMO_ACCOUNTS.ops.email.toUpperCase())).body.reasonCode).toBe(
      ReasonCode.USER_EMAIL_TAKEN,
    );
    expect((await check(DEMO_ACCOUNTS.ops.email, DEMO_ACCOUNTS.ops.userId)).body.status).toBe('success');
    const invalid = await check('not-an-address');
    expect(invalid.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const sysops = await api.signedIn(DEMO_ACCOUNTS.sysops.email);
    const bySysops = await sysops.get(RestPath.USER_VALIDATE_EMAIL, {
      query: { emailID: 'brand.new@finx.demo' },
    });
    expect(bySysops.body.status).toBe('success');
    const learner = await api.signedIn(learnerAt(11).email);
    expect(
      (await learner.get(RestPath.USER_VALIDATE_EMAIL, { query: { emailID: 'a@finx.demo' } })).status,
    ).toBe(403);
  });
});
