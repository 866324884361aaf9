import {
  ReasonCode,
  RegistrationMessage,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffUserRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const change = (partyId: number, emailID: string, client = ops) =>
  client.post<StaffUserRow>(RestPath.ADMIN_EMAIL, { studentPartyID: partyId, emailID });

describe('Admin email (staff change a learner’s sign-in e-mail)', () => {
  it('changes it (trimmed, lower-cased), the learner signs in with it, and the change is audited', async () => {
    const learner = LOAD_LEARNERS[23]!;
    const changed = await change(learner.partyId, '  Found.Again@Example.com ');
    expect(changed.body).toMatchObject({
      status: 'success',
      responseObject: { partyId: learner.partyId, emailID: 'found.again@example.com' },
    });
    await expect(api.signedIn('found.again@example.com')).resolves.toBeDefined();
    await expect(api.signedIn(learner.email)).rejects.toThrow();
    // The same address again changes nothing and writes nothing.
    expect((await change(learner.partyId, 'found.again@example.com')).body.status).toBe('success');

    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(learner.userId) },
    });
    const entries = (audit.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.USER_EMAIL,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { email: learner.email },
      after: { email: 'found.again@example.com', emailVerified: false },
    });
  });

  it('refuses an address in use, a malformed one, a party that is staff or unknown', async () => {
    const learner = LOAD_LEARNERS[24]!;
    expect((await change(learner.partyId, DEMO_ACCOUNTS.learner.email.toUpperCase())).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.USER_EMAIL_TAKEN,
    });
    expect((await change(learner.partyId, 'not-an-address')).body).toMatchObject({
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: RegistrationMessage.EMAIL_INVALID,
    });
    expect((await change(DEMO_ACCOUNTS.admin.partyId, 'admin2@finx.demo')).body.reasonCode).toBe(
      ReasonCode.USER_NOT_LEARNER,
    );
    expect((await change(987_654_321, 'nobody@finx.demo')).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    await expect(api.signedIn(learner.email)).resolves.toBeDefined();
  });

  it('is staff’s alone', async () => {
    const learner = LOAD_LEARNERS[25]!;
    const own = await api.signedIn(learner.email);
    expect((await change(learner.partyId, 'mine@example.com', own)).status).toBe(403);
  });
});
