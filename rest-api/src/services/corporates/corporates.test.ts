import {
  type CorporateRow,
  CorporatesMessage,
  type PartnerRow,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 180_000);
afterAll(() => api?.close());

const corporate = { name: 'Acme Capital', about: 'An investment bank hiring analysts.', city: 'Mumbai' };

describe('corporates: staff manage the hiring companies', { timeout: 30_000 }, () => {
  it('is for admin and ops only', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await learner.get(RestPath.CORPORATE_LIST)).status).toBe(403);
    expect((await learner.post(RestPath.CORPORATE_SAVE, corporate)).status).toBe(403);
  });

  it('lists the seeded corporates with their jobs, adds, edits and audits', async () => {
    const seeded = await ops.get<never, CorporateRow>(RestPath.CORPORATE_LIST);
    expect(seeded.body.totalRecords).toBeGreaterThan(0);
    expect(seeded.body.responseListObject?.some((row) => row.jobCount > 0)).toBe(true);

    const created = (await admin.post<CorporateRow>(RestPath.CORPORATE_SAVE, corporate)).body.responseObject!;
    expect(created).toMatchObject({ ...corporate, jobCount: 0 });
    expect((await admin.post(RestPath.CORPORATE_SAVE, corporate)).body.reasonCode).toBe(
      ReasonCode.CORPORATE_NAME_TAKEN,
    );
    const blank = await admin.post(RestPath.CORPORATE_SAVE, { ...corporate, name: ' ' });
    expect(blank.body).toMatchObject({
      reasonCode: 'VALIDATION_FAILED',
      reasonText: CorporatesMessage.NAME_REQUIRED,
    });

    const edited = await ops.request<CorporateRow>('PUT', RestPath.CORPORATE_SAVE, {
      query: { corporateId: String(created.corporateId) },
      body: { ...corporate, city: 'Pune' },
    });
    expect(edited.body.responseObject).toMatchObject({ city: 'Pune' });
    const taken = await ops.request('PUT', RestPath.CORPORATE_SAVE, {
      query: { corporateId: String(created.corporateId) },
      body: { ...corporate, name: seeded.body.responseListObject![0]!.name },
    });
    expect(taken.body.reasonCode).toBe(ReasonCode.CORPORATE_NAME_TAKEN);

    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(created.corporateId) },
    });
    expect(audit.body.responseListObject?.map((row) => row.action)).toEqual([
      StaffAction.CORPORATE_UPDATE,
      StaffAction.CORPORATE_CREATE,
    ]);
  });

  it('partners: the corporates that posted a job, for visitors too; a corporate without jobs is none', async () => {
    const visitor = await api.anonymous();
    const partners = await visitor.get<never, PartnerRow>(RestPath.PARTNERS);
    expect(partners.body.status).toBe('success');
    const rows = partners.body.responseListObject ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.openJobs > 0)).toBe(true);
    const staffRows = (
      await ops.get<never, CorporateRow>(RestPath.CORPORATE_LIST, { query: { limit: '50' } })
    ).body.responseListObject!;
    const withJobs = staffRows.filter((row) => row.jobCount > 0).map((row) => row.name);
    expect(rows.map((row) => row.name)).toEqual([...withJobs].sort((a, b) => a.localeCompare(b)));
    expect(rows.map((row) => row.name)).not.toContain(corporate.name);
    const [first] = rows;
    const found = await visitor.get<never, PartnerRow>(RestPath.PARTNERS, { query: { search: first!.city } });
    expect(found.body.responseListObject?.map((row) => row.corporateId)).toContain(first!.corporateId);
    const tooLong = await visitor.get(RestPath.PARTNERS, { query: { search: 'x'.repeat(500) } });
    expect(tooLong.status).toBe(400);
  });
});
