import { type ActiveSpocRow, ReasonCode, RestPath, StaffAction, type StaffAuditRow } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

describe('SPOC: getActiveSpocs and assignSpoc', () => {
  it('lists the seeded SPOC, assigns another with the change audited, and refuses a non-staff SPOC', async () => {
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await learner.get(RestPath.SPOC_ACTIVE)).status).toBe(403);

    const seeded = await admin.get<never, ActiveSpocRow>(RestPath.SPOC_ACTIVE);
    expect(seeded.body.responseListObject?.[0]).toMatchObject({
      organisationType: 'COLLEGE',
      staffEmail: DEMO_ACCOUNTS.ops.email,
    });

    // The first seeded corporate.
    const corporateId = 1;
    const assign = (staffPartyId: number, organisationId = corporateId) =>
      admin.post(RestPath.SPOC_ASSIGN, { staffPartyId, organisationType: 'CORPORATE', organisationId });
    expect((await assign(DEMO_ACCOUNTS.learner.partyId)).body.reasonCode).toBe(ReasonCode.SPOC_NOT_STAFF);
    expect((await assign(DEMO_ACCOUNTS.ops.partyId, 99_999_999)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await assign(DEMO_ACCOUNTS.ops.partyId)).body.status).toBe('success');
    expect((await assign(DEMO_ACCOUNTS.admin.partyId)).body.status).toBe('success');

    const active = await admin.get<never, ActiveSpocRow>(RestPath.SPOC_ACTIVE);
    expect(
      active.body.responseListObject?.find(
        (row) => row.organisationType === 'CORPORATE' && row.organisationId === corporateId,
      ),
    ).toMatchObject({
      staffEmail: DEMO_ACCOUNTS.admin.email,
      organisationName: 'Kotak Mahindra Bank',
    });
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(corporateId) },
    });
    const [latest] = (audit.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.SPOC_ASSIGN,
    );
    expect(latest).toMatchObject({
      before: { spocPartyId: DEMO_ACCOUNTS.ops.partyId },
      after: { spocPartyId: DEMO_ACCOUNTS.admin.partyId },
    });
  });
});
