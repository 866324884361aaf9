import { DOCUMENT_MAX_BYTES, messageFor, ReasonCode } from '@finx/domain';

/** The gateway's upload route (gateway-graphql/src/modules/documents/documents.routes.ts). */
export const DOCUMENT_UPLOAD_PATH = '/documents/upload';

export interface UploadError {
  code: string;
  field: string | null;
  message: string;
}

export interface UploadResult {
  documentId: string | null;
  userErrors: UploadError[];
}

const failure = (code: ReasonCode): UploadResult => ({
  documentId: null,
  userErrors: [{ code, field: 'file', message: messageFor(code) }],
});

/** The same limit the server applies, checked before anything is sent. */
export const tooLarge = (file: Pick<File, 'size'>): boolean => file.size > DOCUMENT_MAX_BYTES;

/**
 * Sends one file to the gateway: its bytes as the body (application/octet-stream), its type and name
 * in headers, the session cookie with it. The server judges the file by its bytes and answers
 * `{ document, userErrors }`; never throws. With `partyId` (admin and ops), the file is that learner's
 * resume (`001 §7` Admin updateresume).
 */
export async function uploadDocument(
  file: File,
  documentType: string,
  partyId?: number,
): Promise<UploadResult> {
  if (tooLarge(file)) return failure(ReasonCode.DOCUMENT_TOO_LARGE);
  try {
    const response = await fetch(DOCUMENT_UPLOAD_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/octet-stream',
        'x-document-type': documentType,
        'x-file-name': encodeURIComponent(file.name),
        ...(partyId === undefined ? {} : { 'x-party-id': String(partyId) }),
      },
      body: file,
    });
    if (response.status === 413) return failure(ReasonCode.DOCUMENT_TOO_LARGE);
    const answer = (await response.json()) as { document: { id: string } | null; userErrors: UploadError[] };
    return { documentId: answer.document?.id ?? null, userErrors: answer.userErrors ?? [] };
  } catch {
    return failure(ReasonCode.UPSTREAM_UNAVAILABLE);
  }
}
