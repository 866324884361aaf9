import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_COUNT,
  type DocumentLink,
  type DocumentsReason,
  DocumentsReasons,
  isDocumentType,
  ReasonCode,
  type StudentDocument,
} from '@finx/domain';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import { sniffDocument } from '../../providers/documents/content-sniff';
import type { DocumentLinkQuery, DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { buildResumePdf, resumeFileName, type ResumeSectionSource } from './resume-builder';

const { refuse } = refusalsOf(DocumentsReasons);

export interface UploadInput {
  documentType: unknown;
  fileName: unknown;
  content: string;
}

/** A file to send: its bytes, what they are, and the name offered to the browser. */
export interface DocumentFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** The id the resume's signed links are issued for (there is one resume per learner, built on request). */
export const RESUME_LINK_ID = 'resume.pdf';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const toDocument = (row: DocumentRow): StudentDocument => ({
  documentId: row.documentId,
  studentPartyID: row.partyId,
  documentType: row.documentType as StudentDocument['documentType'],
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedOn: row.uploadedAt.toISOString(),
});

/**
 * The name to keep: the browser's base name (no folders), without control characters, cut to the
 * limit, with the extension the content has (a PDF sent as `cv.png` is kept as `cv.pdf`).
 */
const keptFileName = (given: unknown, extension: string): string | null => {
  if (typeof given !== 'string') return null;
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').trim() || 'document';
  return `${stem.slice(0, DOCUMENT_FILE_NAME_MAX - extension.length - 1)}.${extension}`;
};

/**
 * The learner's documents (issue 11): upload (type and size judged by the bytes), list, delete, and
 * signed, short-lived links to download them (getDocumentUrl). Only the owner is ever answered: another
 * party's document id reads as 'No document available'. Also the resume, built from the profile.
 */
export class DocumentsService {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly store: DocumentStore,
    private readonly links: { file: DocumentLinks; resume: DocumentLinks },
    private readonly resumeSections: readonly ResumeSectionSource[],
  ) {}

  async upload(partyId: number, input: UploadInput): Promise<Outcome<StudentDocument, DocumentsReason>> {
    if (!isDocumentType(input.documentType) || !BASE64.test(input.content)) {
      return refuse(ReasonCode.VALIDATION_FAILED);
    }
    const bytes = Buffer.from(input.content, 'base64');
    if (bytes.length > DOCUMENT_MAX_BYTES) return refuse(ReasonCode.DOCUMENT_TOO_LARGE);
    const sniffed = await sniffDocument(bytes);
    if (!sniffed) return refuse(ReasonCode.DOCUMENT_INVALID_FORMAT);
    const fileName = keptFileName(input.fileName, sniffed.extension);
    if (!fileName) return refuse(ReasonCode.VALIDATION_FAILED);
    if ((await this.repository.countOf(partyId)) >= DOCUMENT_MAX_COUNT) {
      return refuse(ReasonCode.DOCUMENT_LIMIT_REACHED);
    }
    const documentId = randomUUID();
    const storageKey = `${partyId}/${documentId}.${sniffed.extension}`;
    await this.store.put(storageKey, bytes, sniffed.contentType);
    try {
      const row = await this.repository.insert({
        documentId,
        partyId,
        documentType: input.documentType,
        fileName,
        contentType: sniffed.contentType,
        sizeBytes: bytes.length,
        storageKey,
      });
      return accept(toDocument(row));
    } catch (error) {
      // No row, no file: a stored file nobody can list would only take space.
      await this.store.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async list(partyId: number): Promise<StudentDocument[]> {
    return (await this.repository.list(partyId)).map(toDocument);
  }

  async remove(partyId: number, documentId: string): Promise<Outcome<undefined, DocumentsReason>> {
    const row = await this.repository.deleteOwned(partyId, documentId);
    if (!row) return refuse(ReasonCode.NO_DOCUMENT);
    await this.store.delete(row.storageKey);
    return accept();
  }

  /** getDocumentUrl: a link to the party's own document that works for a few minutes. */
  async link(
    partyId: number,
    documentId: string,
    now = Date.now(),
  ): Promise<Outcome<DocumentLink, DocumentsReason>> {
    const row = await this.repository.findOwned(partyId, documentId);
    if (!row) return refuse(ReasonCode.NO_DOCUMENT);
    return accept({
      documentUrl: this.links.file.issue(documentId, partyId, now),
      expiresAt: this.links.file.expiresAt(now).toISOString(),
    });
  }

  /** The file behind a signed link; null when the link is not valid or the document is gone. */
  async download(documentId: string, query: Partial<DocumentLinkQuery>): Promise<DocumentFile | null> {
    if (!this.links.file.valid(documentId, query)) return null;
    const row = await this.repository.findOwned(Number(query.p), documentId);
    if (!row) return null;
    const bytes = await this.store.get(row.storageKey);
    return bytes ? { bytes, contentType: row.contentType, fileName: row.fileName } : null;
  }

  resumeLink(partyId: number, now = Date.now()): DocumentLink {
    return {
      documentUrl: this.links.resume.issue(RESUME_LINK_ID, partyId, now),
      expiresAt: this.links.resume.expiresAt(now).toISOString(),
    };
  }

  /** The resume behind a signed link, built now from the profile; null when the link is not valid. */
  async resume(query: Partial<DocumentLinkQuery>): Promise<DocumentFile | null> {
    if (!this.links.resume.valid(RESUME_LINK_ID, query)) return null;
    const partyId = Number(query.p);
    const identity = await this.repository.identity(partyId);
    if (!identity) return null;
    const name = `${identity.firstName} ${identity.lastName}`.trim();
    const contact = [identity.email, identity.mobile].filter((value): value is string => value !== null);
    const sections = await Promise.all(this.resumeSections.map((source) => source.load(partyId)));
    const bytes = await buildResumePdf(
      { name, contact },
      sections.filter((section) => section !== null),
    );
    return { bytes, contentType: 'application/pdf', fileName: resumeFileName(name) };
  }
}
