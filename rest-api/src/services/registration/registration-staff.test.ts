import {
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  type LeadRegister,
  ReasonCode,
  RegistrationMessage,
  RestPath,
  StaffAction,
  type StaffAuditRow,
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

const saveLead = (partyId: number, lead: Record<string, unknown>, client = ops) =>
  client.post<LeadRegister>(RestPath.LEAD_REF_SAVE, { studentPartyID: partyId, ...lead });
const due = async (partyId: number) =>
  (await ops.get<string>(RestPath.ADMIN_INSTITUTE, { query: { partyId } })).body.responseObject;
const saveInstitute = (studentID: number, certiNumber: string, batchNumber: string, client = ops) =>
  client.post(RestPath.ADMIN_INSTITUTE, {
    qualificationCertificateId: INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
    studentID,
    certiNumber,
    batchNumber,
  });

describe('Admin leadRef/saveLeadRefDetails and institute', () => {
  it('records where a learner came from, field by field, audited', async () => {
    const learner = LOAD_LEARNERS[26]!;
    const first = await saveLead(learner.partyId, { source: 'campus-drive', camp: 'Autumn', college: 'C42' });
    expect(first.body.responseObject).toMatchObject({
      source: 'campus-drive',
      camp: 'Autumn',
      college: 'C42',
    });
    // A field left out keeps its value; an empty one is cleared.
    const second = await saveLead(learner.partyId, { medium: 'whatsapp', camp: '' });
    expect(second.body.responseObject).toMatchObject({
      source: 'campus-drive',
      medium: 'whatsapp',
      camp: null,
    });

    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    const audit = await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, {
      query: { entityId: String(learner.userId) },
    });
    const entries = (audit.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.LEAD_SAVE,
    );
    expect(entries).toHaveLength(2);
  });

  it('answers Y for a learner from a college who owes institute details, N once staff give them', async () => {
    const learner = LOAD_LEARNERS[27]!;
    expect(await due(learner.partyId)).toBe('N');
    await saveLead(learner.partyId, { college: 'C7' });
    expect(await due(learner.partyId)).toBe('Y');

    expect((await saveInstitute(learner.userId, 'XYZ1', 'B1')).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: RegistrationMessage.BFS_ID_INVALID,
    });
    expect((await saveInstitute(learner.userId, 'BFS1234567', 'B2024')).body.status).toBe('success');
    expect(await due(learner.partyId)).toBe('N');
    expect((await saveInstitute(learner.userId, 'BFS1', 'B1')).body.reasonCode).toBe(
      ReasonCode.INSTITUTE_ALREADY_SAVED,
    );
    // Staff's own accounts are no learners': N, and nothing to save.
    expect(await due(DEMO_ACCOUNTS.admin.partyId)).toBe('N');
    expect((await saveInstitute(DEMO_ACCOUNTS.admin.userId, 'BFS1', 'B1')).body.reasonCode).toBe(
      ReasonCode.NOT_FOUND,
    );
  });

  it('refuses a lead without fields, a party that is no learner’s, and learners', async () => {
    const learner = LOAD_LEARNERS[28]!;
    expect((await saveLead(learner.partyId, {})).body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await saveLead(DEMO_ACCOUNTS.ops.partyId, { source: 'x' })).body.reasonCode).toBe(
      ReasonCode.NOT_FOUND,
    );
    const own = await api.signedIn(learner.email);
    expect((await saveLead(learner.partyId, { source: 'self' }, own)).status).toBe(403);
    expect((await own.get(RestPath.ADMIN_INSTITUTE, { query: { partyId: learner.partyId } })).status).toBe(
      403,
    );
    expect((await saveInstitute(learner.userId, 'BFS1', 'B1', own)).status).toBe(403);
  });
});
