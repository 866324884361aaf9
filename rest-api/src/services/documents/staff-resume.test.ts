import {
  DOCUMENT_MAX_COUNT,
  DocumentType,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StudentDocument,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import { samplePdf, samplePng, sampleExe } from '../../testing/document-fixtures';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const put = (partyId: number, fileName: string, bytes: Buffer, client = ops) =>
  client.post<StudentDocument>(RestPath.ADMIN_UPDATE_RESUME, {
    studentPartyID: partyId,
    fileName,
    content: bytes.toString('base64'),
  });

const documentsOf = async (client: RestTestClient, partyId: number) =>
  (await client.get<never, StudentDocument>(RestPath.DOCUMENT_LIST, { query: { partyId } })).body
    .responseListObject ?? [];

describe('Admin updateresume (staff put a learner’s resume)', () => {
  it('stores the file as the learner’s resume, replaces the one before, and audits each', async () => {
    const learner = LOAD_LEARNERS[20]!;
    const own = await api.signedIn(learner.email);
    const first = await put(learner.partyId, 'cv.pdf', samplePdf());
    expect(first.body.responseObject).toMatchObject({
      studentPartyID: learner.partyId,
      documentType: DocumentType.RESUME,
      fileName: 'cv.pdf',
    });
    const second = await put(learner.partyId, 'new-cv.png', samplePng());
    expect(second.body.status).toBe('success');
    // The learner sees the one resume staff put last; the first is gone.
    const resumes = (await documentsOf(own, learner.partyId)).filter((row) => row.documentType === 'RESUME');
    expect(resumes.map((row) => row.fileName)).toEqual(['new-cv.png']);

    const audit = await (
      await api.signedIn(DEMO_ACCOUNTS.admin.email)
    ).get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityId: String(learner.partyId) } });
    const entries = (audit.body.responseListObject ?? []).filter(
      (row) => row.action === StaffAction.RESUME_UPDATE,
    );
    expect(entries).toHaveLength(2);
    expect(entries.map((row) => row.before)).toContainEqual({
      documentIds: [first.body.responseObject!.documentId],
    });
  });

  it('makes room at the document limit by replacing the old resume', async () => {
    const learner = LOAD_LEARNERS[21]!;
    const own = await api.signedIn(learner.email);
    await put(learner.partyId, 'cv.pdf', samplePdf());
    for (let i = 1; i < DOCUMENT_MAX_COUNT; i += 1) {
      const saved = await own.post(RestPath.DOCUMENT_UPLOAD, {
        studentPartyID: learner.partyId,
        documentType: DocumentType.CERTIFICATE,
        fileName: `certificate-${i}.pdf`,
        content: samplePdf().toString('base64'),
      });
      expect(saved.body.status).toBe('success');
    }
    expect((await put(learner.partyId, 'latest.pdf', samplePdf())).body.status).toBe('success');
    const rows = await documentsOf(own, learner.partyId);
    expect(rows).toHaveLength(DOCUMENT_MAX_COUNT);
    expect(rows.filter((row) => row.documentType === 'RESUME').map((row) => row.fileName)).toEqual([
      'latest.pdf',
    ]);
  });

  it('judges the file by its bytes, takes learners only, and is staff’s alone', async () => {
    const learner = LOAD_LEARNERS[22]!;
    expect((await put(learner.partyId, 'cv.pdf', sampleExe())).body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.DOCUMENT_INVALID_FORMAT,
    });
    expect((await put(DEMO_ACCOUNTS.admin.partyId, 'cv.pdf', samplePdf())).body.reasonCode).toBe(
      ReasonCode.NOT_FOUND,
    );
    const own = await api.signedIn(learner.email);
    expect((await put(learner.partyId, 'cv.pdf', samplePdf(), own)).status).toBe(403);
    expect(await documentsOf(own, learner.partyId)).toEqual([]);
  });
});
