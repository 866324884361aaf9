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
