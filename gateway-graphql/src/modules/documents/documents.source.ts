import {
  DOCUMENT_MAX_BYTES,
  type DocumentLink,
  type DocumentUploadRequest,
  DocumentTypeLabel,
  isDocumentType,
  messageFor,
  ReasonCode,
  RestPath,
  type StudentDocument as RestDocument,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { partyIdOf } from '../shared/caller';
import type { UserError } from '../shared/user-error.types';
import { done, failed, refusalOf } from '../shared/user-errors';
import { DOCUMENT_ID_FIELDS, STAFF_RESUME_FIELDS, UPLOAD_FIELDS } from './documents.errors';
import type { DocumentLinkPayload, StudentDocument } from './documents.types';

const toDocument = (row: RestDocument): StudentDocument => ({
  id: row.documentId,
  documentType: row.documentType,
  documentTypeLabel: isDocumentType(row.documentType)
    ? DocumentTypeLabel[row.documentType]
    : row.documentType,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedOn: row.uploadedOn,
});

/** A file as the gateway's upload route received it. */
export interface UploadedFile {
  documentType: string;
  fileName: string;
  bytes: Buffer;
}

export interface UploadAnswer {
  document: StudentDocument | null;
  userErrors: UserError[];
}

const refusal = (
  code: typeof ReasonCode.DOCUMENT_TOO_LARGE | typeof ReasonCode.VALIDATION_FAILED,
  field: string,
) => ({
  document: null,
  userErrors: [{ code, field, message: messageFor(code) }],
});

/** `001 §7` Documents: the signed-in learner's files, their links, and the resume's link. */
export class DocumentsSource {
  constructor(private readonly scope: { upstream: RequestUpstream; session: RequestSession }) {}

  async mine(): Promise<StudentDocument[]> {
    const envelope = await this.scope.upstream.request<never, RestDocument>({
      method: 'GET',
      path: RestPath.DOCUMENT_LIST,
      query: { partyID: partyIdOf(this.scope.session) },
      auth: 'user',
    });
    return (envelope.responseListObject ?? []).map(toDocument);
  }

  /** The size is checked here too, so a large file is refused before it is sent on. */
  /** `001 §7` Admin updateresume: staff put a learner's resume; it replaces the one before. */
  async staffResume(partyId: number, file: Omit<UploadedFile, 'documentType'>): Promise<UploadAnswer> {
    if (file.bytes.length > DOCUMENT_MAX_BYTES) return refusal(ReasonCode.DOCUMENT_TOO_LARGE, 'file');
    const result = await this.scope.upstream.call<RestDocument>({
      method: 'POST',
      path: RestPath.ADMIN_UPDATE_RESUME,
      body: { studentPartyID: partyId, fileName: file.fileName, content: file.bytes.toString('base64') },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { document: null, userErrors: [refusalOf(STAFF_RESUME_FIELDS, result)] };
    const saved = result.envelope.responseObject;
    return { document: saved ? toDocument(saved) : null, userErrors: [] };
  }

  async upload(file: UploadedFile): Promise<UploadAnswer> {
    if (!isDocumentType(file.documentType)) return refusal(ReasonCode.VALIDATION_FAILED, 'documentType');
    if (file.bytes.length > DOCUMENT_MAX_BYTES) return refusal(ReasonCode.DOCUMENT_TOO_LARGE, 'file');
    const body: DocumentUploadRequest = {
      studentPartyID: partyIdOf(this.scope.session),
      documentType: file.documentType,
      fileName: file.fileName,
      content: file.bytes.toString('base64'),
    };
    const result = await this.scope.upstream.call<RestDocument>({
      method: 'POST',
      path: RestPath.DOCUMENT_UPLOAD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { document: null, userErrors: [refusalOf(UPLOAD_FIELDS, result)] };
    const saved = result.envelope.responseObject;
    return { document: saved ? toDocument(saved) : null, userErrors: [] };
  }

  async remove(documentId: string): Promise<ActionPayload> {
    const result = await this.scope.upstream.call({
      method: 'POST',
      path: RestPath.DOCUMENT_DELETE,
      body: { studentPartyID: partyIdOf(this.scope.session), documentId },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, DOCUMENT_ID_FIELDS);
  }

  async link(documentId: string): Promise<DocumentLinkPayload> {
    const result = await this.scope.upstream.call<DocumentLink>({
      method: 'GET',
      path: RestPath.DOCUMENT_URL,
      query: { partyID: partyIdOf(this.scope.session), documentId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok)
      return { url: null, expiresAt: null, userErrors: [refusalOf(DOCUMENT_ID_FIELDS, result)] };
    const link = result.envelope.responseObject;
    return { url: link?.documentUrl ?? null, expiresAt: link?.expiresAt ?? null, userErrors: [] };
  }

  async resumeLink(): Promise<DocumentLinkPayload> {
    const envelope = await this.scope.upstream.request<DocumentLink>({
      method: 'GET',
      path: RestPath.RESUME_URL,
      query: { partyID: partyIdOf(this.scope.session) },
      auth: 'user',
    });
    const link = envelope.responseObject;
    return { url: link?.documentUrl ?? null, expiresAt: link?.expiresAt ?? null, userErrors: [] };
  }
}
