import { DOCUMENT_MAX_COUNT, DOCUMENT_MAX_MB } from '../constants';
import { defineFeatureContract, reasonsOf, type RestPathTable } from './feature-contract';
import { sharedContract } from './shared';

/**
 * The learner's documents (issue 11; `001 §7` getStudentDocuments, getDocumentUrl, Documents). The spec
 * shows the calls' names, not their fields: these are this system's.
 */
export const DocumentType = {
  RESUME: 'RESUME',
  CERTIFICATE: 'CERTIFICATE',
  ADMISSION_LETTER: 'ADMISSION_LETTER',
  OTHER: 'OTHER',
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

export const DocumentTypeLabel: Record<DocumentType, string> = {
  RESUME: 'Resume',
  CERTIFICATE: 'Certificate',
  ADMISSION_LETTER: 'Admission letter',
  OTHER: 'Other',
};

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === 'string' && value in DocumentTypeLabel;

/** What a file may be, judged by its bytes: the content type stored and served is this one. */
export const DocumentContentType = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type DocumentExtension = keyof typeof DocumentContentType;

/** The file picker's hint; the server decides by content whatever the picker let through. */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg';

/** POST DOCUMENT_UPLOAD: the file's bytes travel as base64 in the JSON envelope. */
export interface DocumentUploadRequest {
  studentPartyID: number | string;
  documentType: DocumentType;
  fileName: string;
  /** The file's bytes, base64. */
  content: string;
}

export interface StudentDocument {
  documentId: string;
  studentPartyID: number;
  documentType: DocumentType;
  /** The name shown and offered on download: the learner's name with the extension the content has. */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedOn: string;
}

/** DOCUMENT_URL and RESUME_URL: a signed link through the gateway and when it stops working. */
export interface DocumentLink {
  documentUrl: string;
  expiresAt: string;
}

const reasons = reasonsOf({
  // `001 §5` Bulk payment file's message, used for every upload whose content is not an allowed type.
  DOCUMENT_INVALID_FORMAT: 'Invalid File Format',
  DOCUMENT_TOO_LARGE: `The file is larger than ${DOCUMENT_MAX_MB} MB. Please upload a smaller file.`,
  DOCUMENT_LIMIT_REACHED: `You can keep up to ${DOCUMENT_MAX_COUNT} documents. Please delete one before uploading another.`,
  // `001 §8` Missing document (the staff's document fetch answers it too).
  NO_DOCUMENT: 'No document available',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** The learner's documents: upload, delete and links (issue 11, `001 §7` getDocumentUrl). */
export const DocumentsReasons = [
  C.DOCUMENT_INVALID_FORMAT,
  C.DOCUMENT_TOO_LARGE,
  C.DOCUMENT_LIMIT_REACHED,
  C.NO_DOCUMENT,
  C.VALIDATION_FAILED,
] as const;
export type DocumentsReason = (typeof DocumentsReasons)[number];

/** Admin updateresume: the file's refusals, and NOT_FOUND for a party that is no learner's. */
export const StaffResumeReasons = [...DocumentsReasons, C.NOT_FOUND] as const;
export type StaffResumeReason = (typeof StaffResumeReasons)[number];

const clientPaths = {
  /** Not in the spec: the learner's documents and resume (also a section of /userprofile). */
  MY_DOCUMENTS: '/my-documents',
} as const;

export const documentsContract = defineFeatureContract({
  feature: 'documents',
  reasons,
  refusals: [DocumentsReasons, StaffResumeReasons],
  clientPaths,
  clientRoutes: {
    myDocuments: (): string => clientPaths.MY_DOCUMENTS,
  },
});

export const documentsRestPaths = {
  feature: 'documents',
  restPaths: {
    /** `001 §7` Documents: the learner's own files (upload, list, delete, getDocumentUrl, download). */
    DOCUMENT_UPLOAD: '/thor-documentmanagement/api/v1/document',
    DOCUMENT_LIST: '/thor-documentmanagement/api/v1/document/getStudentDocuments',
    DOCUMENT_DELETE: '/thor-documentmanagement/api/v1/document/delete',
    DOCUMENT_URL: '/thor-documentmanagement/api/v1/document/publicurl',
    /** Not a call: the file behind a signed link from DOCUMENT_URL, `/<documentId>?p&e&s`. */
    DOCUMENT_DOWNLOAD: '/thor-documentmanagement/api/v1/document/download',
    /** `001 §7` resume/buildResume: the learner's resume as a PDF, behind a signed link from RESUME_URL. */
    RESUME_BUILD: '/finx-fc-student/api/v1/resume/buildResume',
    RESUME_URL: '/finx-fc-student/api/v1/resume/buildResume/url',
    /** `001 §7` Admin updateresume: staff put a learner's resume file (it becomes the latest resume). */
    ADMIN_UPDATE_RESUME: '/finx-fc-admin/api/v1/admin/updateresume',
  },
} as const satisfies RestPathTable;
