import { DOCUMENT_MAX_BYTES, DocumentType, messageFor, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { pdfOfSize, sampleExe, samplePdf } from '@finx/rest-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteDocumentDocument,
  DocumentDownloadLinkDocument,
  MyDocumentsDocument,
  ResumeDownloadLinkDocument,
} from '../../client/src/graphql/generated/graphql';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

interface UploadAnswer {
  document: { id: string; fileName: string; contentType: string; sizeBytes: number } | null;
  userErrors: { code: string; field: string | null; message: string }[];
}

describe('gateway documents: upload through the gateway route, list, download by signed link, delete', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A browser's upload: the file's bytes, its type and name in headers, the session cookie. */
  const upload = async (
    caller: Caller | null,
    fileName: string,
    bytes: Buffer,
    type: string = DocumentType.RESUME,
  ) => {
    const headers: Record<string, string> = {
      'content-type': 'application/octet-stream',
      'x-document-type': type,
      'x-file-name': encodeURIComponent(fileName),
    };
    const jar = caller?.identity.cookie === undefined ? null : stack.cookiesOf(caller.identity.cookie);
    if (jar) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${stack.gatewayUrl}/documents/upload`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes),
    });
    expect(response.status, fileName).toBeLessThan(500);
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  };

  const download = (path: string) => fetch(`${stack.gatewayUrl}${path}`);

  it('keeps a PDF sent through the gateway and serves it back, byte for byte, by a short-lived link', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[20]!.email, { browser: 'documents-1' });
    const sent = await upload(learner, 'Résumé 2026.pdf', samplePdf());
    expect(sent.body.userErrors).toEqual([]);
    expect(sent.body.document).toMatchObject({ fileName: 'Résumé 2026.pdf', contentType: 'application/pdf' });
    const id = sent.body.document!.id;

    const { myDocuments } = await learner.data(MyDocumentsDocument);
    expect(myDocuments.map((row) => [row.id, row.documentTypeLabel])).toContainEqual([id, 'Resume']);

    const { documentDownloadLink } = await learner.data(DocumentDownloadLinkDocument, { documentId: id });
    expect(documentDownloadLink.url).toMatch(new RegExp(`^/documents/mine/${id}\\?`));
    expect(Date.parse(documentDownloadLink.expiresAt!) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const file = await download(documentDownloadLink.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(samplePdf());

    const deleted = (await learner.data(DeleteDocumentDocument, { documentId: id })).deleteDocument;
    expect(deleted).toEqual({ ok: true, userErrors: [] });
    expect((await download(documentDownloadLink.url!)).status).toBe(404);
    expect((await learner.data(MyDocumentsDocument)).myDocuments.map((row) => row.id)).not.toContain(id);
  });

  it('refuses a program named .pdf and a file over the limit with their messages, and strangers', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[21]!.email, { browser: 'documents-2' });
    const exe = await upload(learner, 'resume.pdf', sampleExe());
    expect(exe.body).toEqual({
      document: null,
      userErrors: [
        { code: ReasonCode.DOCUMENT_INVALID_FORMAT, field: 'file', message: 'Invalid File Format' },
      ],
    });
    const big = await upload(learner, 'big.pdf', pdfOfSize(DOCUMENT_MAX_BYTES + 10));
    expect(big.body.userErrors).toEqual([
      {
        code: ReasonCode.DOCUMENT_TOO_LARGE,
        field: 'file',
        message: messageFor(ReasonCode.DOCUMENT_TOO_LARGE),
      },
    ]);
    expect((await learner.data(MyDocumentsDocument)).myDocuments).toEqual([]);

    const anonymous = await upload(null, 'cv.pdf', samplePdf());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.userErrors[0]?.code).toBe(ReasonCode.SESSION_EXPIRED);
  });

  it('never gives another learner a link to someone else’s document', async () => {
    const owner = await loginAs(stack, LOAD_LEARNERS[22]!.email, { browser: 'documents-3' });
    const other = await loginAs(stack, LOAD_LEARNERS[23]!.email, { browser: 'documents-4' });
    const id = (await upload(owner, 'cv.pdf', samplePdf())).body.document!.id;
    const link = (await other.data(DocumentDownloadLinkDocument, { documentId: id })).documentDownloadLink;
    expect(link).toEqual({
      url: null,
      expiresAt: null,
      userErrors: [{ code: ReasonCode.NO_DOCUMENT, field: 'documentId', message: 'No document available' }],
    });
    const deleted = (await other.data(DeleteDocumentDocument, { documentId: id })).deleteDocument;
    expect(deleted.userErrors.map((error) => error.code)).toEqual([ReasonCode.NO_DOCUMENT]);
    expect((await other.data(MyDocumentsDocument)).myDocuments).toEqual([]);
    expect((await owner.data(MyDocumentsDocument)).myDocuments.map((row) => row.id)).toEqual([id]);
  });

  it('downloads the learner’s resume as Resume-<Name>.pdf', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'documents-5' });
    const { resumeDownloadLink } = await learner.data(ResumeDownloadLinkDocument);
    const pdf = await download(resumeDownloadLink.url!);
    expect(pdf.status).toBe(200);
    const { firstName, lastName } = DEMO_ACCOUNTS.learner;
    expect(pdf.headers.get('content-disposition')).toContain(
      `filename="Resume-${firstName}-${lastName}.pdf"`,
    );
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
