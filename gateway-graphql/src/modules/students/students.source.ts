import {
  DocumentBucketTag,
  type DocumentLink,
  DocumentTypeLabel,
  isDocumentType,
  RestPath,
  type ResumeZipRequest,
  type ResumeZipResult,
  type StudentDocument as RestDocument,
  type StudentSectionRow,
  type StudentSortField,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { DocumentLinkPayload, StudentDocument } from '../documents/documents.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { FETCH_FIELDS, ZIP_FIELDS } from './students.errors';
import type { ResumeZipPayload, StaffStudent, StaffStudentPage } from './students.types';

export interface StaffStudentListArgs {
  search: string | null;
  collegeId: number | null;
  productId: number | null;
  sort: StudentSortField;
  descending: boolean;
  page: number;
  limit: number;
}

// As the documents module shows a learner their own files.
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

const toStudent = (row: StudentSectionRow): StaffStudent => ({
  id: `StaffStudent:${row.studentId}`,
  studentId: row.studentId,
  partyId: row.partyId,
  fullName: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  source: row.source,
  collegeName: row.collegeName,
  createdDate: row.createdDate,
  modifiedDate: row.modifiedDate,
  resumeDocumentId: row.resumeDocumentId,
});

/** `001 §7` getAllActiveStudents, resumeDownload and the document fetch, for admin and ops. */
export class StudentsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** Filters left empty are not sent. */
  async list(args: StaffStudentListArgs): Promise<StaffStudentPage> {
    const query = listQuery(args);
    if (args.collegeId !== null) query.collegeId = args.collegeId;
    if (args.productId !== null) query.productId = args.productId;
    const envelope = await this.upstream.request<never, StudentSectionRow>({
      method: 'GET',
      path: RestPath.STUDENT_SECTION_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toStudent), totalRecords: envelope.totalRecords ?? 0 };
  }

  /** One zip of the students' resumes (resumeDownload), then its link (the document fetch). */
  async zipResumes(studentIds: number[]): Promise<ResumeZipPayload> {
    const body: ResumeZipRequest = { studentIds };
    const made = await this.upstream.call<ResumeZipResult>({
      method: 'POST',
      path: RestPath.RESUME_ZIP,
      body,
      auth: 'user',
      allowFailure: true,
    });
    const none = { documentId: null, url: null, included: 0, skipped: [] };
    if (!made.ok) return { ...none, userErrors: [refusalOf(ZIP_FIELDS, made)] };
    const zip = made.envelope.responseObject;
    if (!zip) return { ...none, userErrors: [] };
    const link = await this.link(zip.documentId, DocumentBucketTag.RESUME_ZIP);
    return {
      documentId: zip.documentId,
      url: link.url,
      included: zip.included,
      skipped: zip.skipped,
      userErrors: link.userErrors,
    };
  }

  /** A learner's file, or a zip of mine, as a link that works for a few minutes. */
  async link(documentId: string, bucketTag: DocumentBucketTag): Promise<DocumentLinkPayload> {
    const result = await this.upstream.call<DocumentLink>({
      method: 'GET',
      path: RestPath.DOCUMENT_FETCH,
      query: { documentId, bucketTag },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { url: null, expiresAt: null, userErrors: [refusalOf(FETCH_FIELDS, result)] };
    const link = result.envelope.responseObject;
    return { url: link?.documentUrl ?? null, expiresAt: link?.expiresAt ?? null, userErrors: [] };
  }

  /** Any learner's uploaded documents, newest first (getStudentDocuments, for staff). */
  async documentsOf(partyId: number): Promise<StudentDocument[]> {
    const envelope = await this.upstream.request<never, RestDocument>({
      method: 'GET',
      path: RestPath.DOCUMENT_LIST,
      query: { partyID: partyId },
      auth: 'user',
    });
    return listOf(envelope).map(toDocument);
  }
}
