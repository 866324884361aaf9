import {
  DOCUMENT_MAX_BYTES,
  type DocumentLink,
  DocumentType,
  messageFor,
  ReasonCode,
  RestPath,
  type StudentDocument,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import {
  pdfOfSize,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleZip,
} from '../../testing/document-fixtures';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

const learner = (i: number) => {
  const found = LOAD_LEARNERS[i];
  if (!found) throw new Error(`no load learner ${i}`);
  return found;
};

const upload = (
  client: RestTestClient,
  partyId: number,
  fileName: string,
  bytes: Buffer,
  type: string = DocumentType.RESUME,
) =>
  client.post<StudentDocument>(RestPath.DOCUMENT_UPLOAD, {
    studentPartyID: partyId,
    documentType: type,
    fileName,
    content: bytes.toString('base64'),
  });

/** The REST path behind a public link (`/documents/mine/<id>?…` → the download route). */
const restUrlOf = (link: string): string =>
  link.startsWith('/documents/mine/')
    ? link.replace('/documents/mine', RestPath.DOCUMENT_DOWNLOAD)
    : link.replace('/documents/resume.pdf', RestPath.RESUME_BUILD);

const fetchLink = (link: string) => api.app.inject({ method: 'GET', url: restUrlOf(link) });

const linkOf = async (client: RestTestClient, partyId: number, documentId: string) =>
  client.get<DocumentLink>(RestPath.DOCUMENT_URL, { query: { partyID: partyId, documentId } });

describe('documents (upload, getStudentDocuments, getDocumentUrl, delete)', () => {
  it('keeps a PDF, lists it, and serves its bytes through a signed link only', async () => {
    const me = learner(10);
    const client = await api.signedIn(me.email);
    const saved = await upload(client, me.partyId, 'C:\\Users\\me\\My CV.pdf', samplePdf());
    expect(saved.body).toMatchObject({
      status: 'success',
      responseObject: {
        studentPartyID: me.partyId,
        documentType: DocumentType.RESUME,
        fileName: 'My CV.pdf',
        contentType: 'application/pdf',
        sizeBytes: samplePdf().length,
      },
    });
    const id = saved.body.responseObject!.documentId;

    const list = await client.get<never, StudentDocument>(RestPath.DOCUMENT_LIST, {
      query: { partyID: me.partyId },
    });
    expect(list.body.responseListObject?.map((row) => row.documentId)).toContain(id);

    const link = await linkOf(client, me.partyId, id);
    const url = link.body.responseObject!.documentUrl;
    expect(url).toMatch(new RegExp(`^/documents/mine/${id}\\?p=${me.partyId}&e=\\d+&s=`));
    const file = await fetchLink(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="My CV.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The link is the permission: without its signature, or with another party in it, nothing.
    const bare = await api.app.inject({ method: 'GET', url: `${RestPath.DOCUMENT_DOWNLOAD}/${id}` });
    expect(bare.statusCode).toBe(404);
    const forged = await fetchLink(url.replace(`p=${me.partyId}`, `p=${DEMO_ACCOUNTS.learner.partyId}`));
    expect(forged.statusCode).toBe(404);
  });

  it('judges the type by the bytes: a PDF named .png is a PDF, an .exe named .pdf is refused', async () => {
    const me = learner(11);
    const client = await api.signedIn(me.email);
    const renamed = await upload(client, me.partyId, 'resume.png', samplePdf());
    expect(renamed.body.responseObject).toMatchObject({
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
    });

    for (const [name, bytes] of [
      ['setup.pdf', sampleExe()],
      ['archive.docx', sampleZip()],
      ['notes.pdf', Buffer.from('just some text, not a PDF')],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const refused = await upload(client, me.partyId, name, bytes);
      expect(refused.body, name).toMatchObject({
        status: 'fail',
        reasonCode: ReasonCode.DOCUMENT_INVALID_FORMAT,
        reasonText: 'Invalid File Format',
      });
    }
    const kinds = await Promise.all([
      upload(client, me.partyId, 'letter.docx', sampleDocx(), DocumentType.ADMISSION_LETTER),
      upload(client, me.partyId, 'photo.png', samplePng(), DocumentType.OTHER),
      upload(client, me.partyId, 'scan.jpeg', sampleJpeg(), DocumentType.CERTIFICATE),
    ]);
    expect(kinds.map((kind) => kind.body.responseObject?.fileName)).toEqual([
      'letter.docx',
      'photo.png',
      'scan.jpg',
    ]);
    const list = await client.get<never, StudentDocument>(RestPath.DOCUMENT_LIST, {
      query: { partyID: me.partyId },
    });
    expect(list.body.totalRecords).toBe(4);
  });

  it('refuses a file over the limit with its message, and an unknown type', async () => {
    const me = learner(12);
    const client = await api.signedIn(me.email);
    const atLimit = await upload(client, me.partyId, 'big.pdf', pdfOfSize(DOCUMENT_MAX_BYTES));
    expect(atLimit.body.status).toBe('success');
    const over = await upload(client, me.partyId, 'bigger.pdf', pdfOfSize(DOCUMENT_MAX_BYTES + 1));
    expect(over.body).toMatchObject({
      reasonCode: ReasonCode.DOCUMENT_TOO_LARGE,
      reasonText: messageFor(ReasonCode.DOCUMENT_TOO_LARGE),
    });
    const badType = await upload(client, me.partyId, 'cv.pdf', samplePdf(), 'PASSPORT');
    expect(badType.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    const list = await client.get<never, StudentDocument>(RestPath.DOCUMENT_LIST, {
      query: { partyID: me.partyId },
    });
    expect(list.body.totalRecords).toBe(1);
  });

  it('never lets another party list, link, delete or upload as the owner', async () => {
    const owner = learner(13);
    const other = learner(14);
    const ownerClient = await api.signedIn(owner.email);
    const otherClient = await api.signedIn(other.email);
    const saved = await upload(ownerClient, owner.partyId, 'cv.pdf', samplePdf());
    const id = saved.body.responseObject!.documentId;

    const list = await otherClient.get(RestPath.DOCUMENT_LIST, { query: { partyID: owner.partyId } });
    expect(list.status).toBe(403);
    const link = await linkOf(otherClient, other.partyId, id);
    expect(link.body).toMatchObject({
      reasonCode: ReasonCode.NO_DOCUMENT,
      reasonText: 'No document available',
    });
    const asOwner = await linkOf(otherClient, owner.partyId, id);
    expect(asOwner.status).toBe(403);
    const deleted = await otherClient.post(RestPath.DOCUMENT_DELETE, {
      studentPartyID: other.partyId,
      documentId: id,
    });
    expect(deleted.body.reasonCode).toBe(ReasonCode.NO_DOCUMENT);
    const planted = await upload(otherClient, owner.partyId, 'cv.pdf', samplePdf());
    expect(planted.status).toBe(403);

    const still = await linkOf(ownerClient, owner.partyId, id);
    expect((await fetchLink(still.body.responseObject!.documentUrl)).statusCode).toBe(200);
  });

  it('deletes the owner’s document: the row, the link and the file', async () => {
    const me = learner(15);
    const client = await api.signedIn(me.email);
    const saved = await upload(client, me.partyId, 'cv.pdf', samplePdf());
    const id = saved.body.responseObject!.documentId;
    const url = (await linkOf(client, me.partyId, id)).body.responseObject!.documentUrl;

    const deleted = await client.post(RestPath.DOCUMENT_DELETE, {
      studentPartyID: me.partyId,
      documentId: id,
    });
    expect(deleted.body.status).toBe('success');
    expect((await fetchLink(url)).statusCode).toBe(404);
    expect((await linkOf(client, me.partyId, id)).body.reasonCode).toBe(ReasonCode.NO_DOCUMENT);
    const again = await client.post(RestPath.DOCUMENT_DELETE, { studentPartyID: me.partyId, documentId: id });
    expect(again.body.reasonCode).toBe(ReasonCode.NO_DOCUMENT);
  });

  it('builds the learner’s resume as a PDF named after them, behind a signed link', async () => {
    const me = DEMO_ACCOUNTS.learner;
    const client = await api.signedIn(me.email);
    const link = await client.get<DocumentLink>(RestPath.RESUME_URL, { query: { partyID: me.partyId } });
    const url = link.body.responseObject!.documentUrl;
    expect(url).toMatch(new RegExp(`^/documents/resume\\.pdf\\?p=${me.partyId}&`));
    const pdf = await fetchLink(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename="Resume-${me.firstName}-${me.lastName}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A file link's signature does not open the resume, nor the resume's another party's.
    expect((await fetchLink(url.replace(`p=${me.partyId}`, 'p=1002'))).statusCode).toBe(404);
  });
});
