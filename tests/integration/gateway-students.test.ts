import { DocumentType, messageFor, ReasonCode, Text } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_RESUME, JOB_SEEKER, LOAD_LEARNERS } from '@finx/rest-api';
import { samplePdf } from '@finx/rest-api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DownloadResumesDocument,
  StaffStudentsDocument,
  StudentDocumentLinkDocument,
  StudentDocumentsDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 14 item 4 through the real gateway and rest-api: the Student Section and staff document downloads.

describe('gateway students: the Student Section list, the resume zip and staff document links', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  /** A learner's resume upload as the browser sends it (the gateway's upload route). */
  const uploadResume = async (caller: Caller, fileName: string): Promise<string> => {
    const jar = stack.cookiesOf(caller.identity.cookie!);
    const response = await fetch(`${stack.gatewayUrl}/documents/upload`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-document-type': DocumentType.RESUME,
        'x-file-name': encodeURIComponent(fileName),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new Uint8Array(samplePdf()),
    });
    const body = (await response.json()) as { document: { id: string } | null };
    expect(body.document, fileName).not.toBeNull();
    return body.document!.id;
  };

  it('refuses learners, college officers and strangers on every call', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    for (const caller of [learner, tpo]) {
      expect(errorCodes(await caller.graphql(StaffStudentsDocument, {}))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(DownloadResumesDocument, { studentIds: [1] }))).toEqual([
        'FORBIDDEN',
      ]);
      const documentId = '00000000-0000-0000-0000-000000000000';
      expect(errorCodes(await caller.graphql(StudentDocumentLinkDocument, { documentId }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(errorCodes(await caller.graphql(StudentDocumentsDocument, { partyId: 1001 }))).toEqual([
        'FORBIDDEN',
      ]);
    }
    expect(errorCodes(await stack.graphql(StaffStudentsDocument, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('pages 10 learners at a time, last modified first by default, and sorts and filters on the server', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const first = await admin.graphql(StaffStudentsDocument, {});
    expectNoInternalErrors(first);
    const page1 = first.body.data!.staffStudents;
    expect(page1.rows).toHaveLength(10);
    expect(page1.totalRecords).toBeGreaterThan(LOAD_LEARNERS.length);
    const modified = page1.rows.map((row) => Date.parse(row.modifiedDate));
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    const page2 = (await admin.data(StaffStudentsDocument, { page: 2 })).staffStudents;
    const ids1 = new Set(page1.rows.map((row) => row.studentId));
    expect(page2.rows.some((row) => ids1.has(row.studentId))).toBe(false);

    const byName = (await admin.data(StaffStudentsDocument, { sort: 'NAME', descending: false, limit: 25 }))
      .staffStudents.rows;
    const names = byName.map((row) => row.fullName.split(' ')[0]!);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Staff and college officers are not students.
    expect(byName.map((row) => row.email)).not.toContain(DEMO_ACCOUNTS.admin.email);

    const found = (await admin.data(StaffStudentsDocument, { search: LOAD_LEARNERS[30]!.email }))
      .staffStudents;
    expect(found.rows.map((row) => row.studentId)).toEqual([LOAD_LEARNERS[30]!.userId]);
  });

  it('zips the resumes of two students, skips one without, and serves the zip by a short-lived link', async () => {
    const [a, b, none] = [LOAD_LEARNERS[31]!, LOAD_LEARNERS[32]!, LOAD_LEARNERS[33]!];
    await uploadResume(await loginAs(stack, a.email, { browser: 'students-a' }), 'cv-a.pdf');
    await uploadResume(await loginAs(stack, b.email, { browser: 'students-b' }), 'cv-b.pdf');
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);

    const listed = (await ops.data(StaffStudentsDocument, { search: a.email })).staffStudents.rows[0];
    expect(listed?.resumeDocumentId).toEqual(expect.any(String));

    const zip = (await ops.data(DownloadResumesDocument, { studentIds: [a.userId, b.userId, none.userId] }))
      .downloadResumes;
    expect(zip.userErrors).toEqual([]);
    expect(zip.included).toBe(2);
    expect(zip.skipped.map((student) => student.studentId)).toEqual([none.userId]);
    expect(zip.url).toMatch(new RegExp(`^/documents/zip/${zip.documentId}\\?`));
    const file = await fetch(`${stack.gatewayUrl}${zip.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toContain('Resumes.zip');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from(`- ${a.userId}.pdf`))).toBe(true);
    expect(bytes.includes(Buffer.from(`- ${b.userId}.pdf`))).toBe(true);
    expect(bytes.includes(Buffer.from('students-without-resume.txt'))).toBe(true);
    // The link names the member of staff who made the zip: a changed signature opens nothing.
    expect((await fetch(`${stack.gatewayUrl}${zip.url!.replace(/s=[^&]+/, 's=forged')}`)).status).toBe(404);
  });

  it("has the demo job seeker's resume from the first start, listed and zipped like an upload", async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const listed = (await admin.data(StaffStudentsDocument, { search: JOB_SEEKER.email })).staffStudents.rows;
    expect(listed.map((row) => [row.studentId, row.resumeDocumentId])).toEqual([
      [JOB_SEEKER.userId, DEMO_RESUME.documentId],
    ]);
    const zip = (await admin.data(DownloadResumesDocument, { studentIds: [JOB_SEEKER.userId] }))
      .downloadResumes;
    expect(zip.userErrors).toEqual([]);
    expect(zip.included).toBe(1);
    const bytes = Buffer.from(await (await fetch(`${stack.gatewayUrl}${zip.url}`)).arrayBuffer());
    expect(bytes.includes(Buffer.from(`Neha Joshi - ${JOB_SEEKER.userId}.pdf`))).toBe(true);
  });

  it('keeps a resume zip a day: the next zip after that deletes it and its link opens nothing', async () => {
    const learner = LOAD_LEARNERS[31]!;
    await uploadResume(await loginAs(stack, learner.email, { browser: 'students-kept' }), 'cv-kept.pdf');
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const zipOf = async () => {
      const made = (await ops.data(DownloadResumesDocument, { studentIds: [learner.userId] }))
        .downloadResumes;
      expect(made.userErrors).toEqual([]);
      return { id: made.documentId!, url: `${stack.gatewayUrl}${made.url}` };
    };
    const old = await zipOf();
    expect((await fetch(old.url)).status).toBe(200);
    // A day passes for that zip only: other tests' zips on the shared database stay young.
    await stack.rows(
      sql`update resume_zips set created_at = now() - interval '1 day 1 minute' where zip_id = ${old.id}`,
    );

    const next = await zipOf();
    expect((await fetch(old.url)).status).toBe(404);
    expect((await fetch(next.url)).status).toBe(200);
    const kept = await stack.rows<{ zip_id: string }>(
      sql`select zip_id::text from resume_zips where zip_id in (${old.id}, ${next.id})`,
    );
    expect(kept.map((row) => row.zip_id)).toEqual([next.id]);
  });

  it("answers 'Please Select Candidate' with no student selected", async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const empty = (await admin.data(DownloadResumesDocument, { studentIds: [] })).downloadResumes;
    expect(empty.url).toBeNull();
    expect(empty.userErrors).toEqual([
      { code: ReasonCode.NO_CANDIDATE_SELECTED, field: 'studentIds', message: Text.PLEASE_SELECT_CANDIDATE },
    ]);
    expect(Text.PLEASE_SELECT_CANDIDATE).toBe('Please Select Candidate');
  });

  it("lists and links any learner's documents for staff; a missing one is 'No document available'", async () => {
    const learner = LOAD_LEARNERS[34]!;
    const id = await uploadResume(await loginAs(stack, learner.email, { browser: 'students-c' }), 'mine.pdf');
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const documents = (await admin.data(StudentDocumentsDocument, { partyId: learner.partyId }))
      .studentDocuments;
    expect(documents.map((row) => [row.id, row.fileName])).toEqual([[id, 'mine.pdf']]);
    const link = (await admin.data(StudentDocumentLinkDocument, { documentId: id })).studentDocumentLink;
    expect(link.userErrors).toEqual([]);
    const file = await fetch(`${stack.gatewayUrl}${link.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(samplePdf());

    const missing = (
      await admin.data(StudentDocumentLinkDocument, { documentId: '00000000-0000-4000-8000-000000000000' })
    ).studentDocumentLink;
    expect(missing).toMatchObject({ url: null });
    expect(missing.userErrors).toEqual([
      { code: ReasonCode.NO_DOCUMENT, field: 'documentId', message: messageFor(ReasonCode.NO_DOCUMENT) },
    ]);
  });
});
