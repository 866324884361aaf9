import { Text } from '../messages';
import { documentsContract } from './documents';
import { defineFeatureContract, reasonsOf, type RestPathTable, withQuery } from './feature-contract';
import { sharedContract } from './shared';

/**
 * The Student Section (`001 §2` screen 9, /studentSection) and the staff document downloads
 * (/download-documents): `001 §7` getAllActiveStudents, resumeDownload ("Resume zip: POST with studentIds,
 * returns documentId") and the document fetch ("GET with documentId and bucketTag returns documentUrl").
 * Field names beyond those are this system's.
 */

/** The columns the student list sorts by; the spec's default is the last modified, newest first. */
export const StudentSortField = {
  MODIFIED: 'MODIFIED',
  CREATED: 'CREATED',
  NAME: 'NAME',
} as const;
export type StudentSortField = (typeof StudentSortField)[keyof typeof StudentSortField];

/** `001 §9`: the student table shows 10 a page; staff grids offer up to 50. */
export const STUDENT_LIST_MAX_PAGE_SIZE = 50;

/**
 * At most this many students in one resume zip: the zip is built in memory before it is stored, and
 * 50 resumes of the 2 MB limit keep it at 100 MB in the worst case.
 */
export const RESUME_ZIP_MAX_STUDENTS = 50;

/** One row of the Student Section table. `studentId` is the learner's user id. */
export interface StudentSectionRow {
  studentId: number;
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  gender: string | null;
  /** The lead source of the registration (`source` of the entry link), else how the account came in. */
  source: string | null;
  collegeName: string | null;
  createdDate: string;
  modifiedDate: string;
  /** The learner's latest uploaded Resume, or null when they have none. */
  resumeDocumentId: string | null;
}

/** POST resumeDownload. */
export interface ResumeZipRequest {
  studentIds: number[];
}

/** A selected student left out of the zip because they have no resume. */
export interface ResumeZipSkipped {
  studentId: number;
  fullName: string;
}

/** resumeDownload's answer: the zip's id in the document store (fetched with bucketTag RESUME_ZIP). */
export interface ResumeZipResult {
  documentId: string;
  included: number;
  skipped: ResumeZipSkipped[];
}

/** Which store a document id belongs to, for the document fetch. */
export const DocumentBucketTag = {
  /** A zip of resumes made by resumeDownload, for the member of staff who made it. */
  RESUME_ZIP: 'RESUME_ZIP',
  /** A file a learner uploaded (resume, certificate, ...). */
  STUDENT_DOCUMENT: 'STUDENT_DOCUMENT',
} as const;
export type DocumentBucketTag = (typeof DocumentBucketTag)[keyof typeof DocumentBucketTag];

/** The name the resume zip is offered under. */
export const RESUME_ZIP_FILE_NAME = 'Resumes.zip';

const reasons = reasonsOf({
  // `001 §5` Resume zip: at least one selected student.
  NO_CANDIDATE_SELECTED: Text.PLEASE_SELECT_CANDIDATE,
});
const C = { ...sharedContract.reasons.codes, ...documentsContract.reasons.codes, ...reasons.codes };

/** The Student Section's resume zip and the staff document fetch (`001 §5` Resume zip, `001 §8`). */
export const StudentsReasons = [C.NO_CANDIDATE_SELECTED, C.NO_DOCUMENT, C.VALIDATION_FAILED] as const;
export type StudentsReason = (typeof StudentsReasons)[number];

const clientPaths = {
  /** `001 §2` screen 9: the Student Section (staff here, docs/decisions.md) and the staff document downloads. */
  STUDENT_SECTION: '/studentSection',
  DOWNLOAD_DOCUMENTS: '/download-documents',
} as const;

export const studentsContract = defineFeatureContract({
  feature: 'students',
  reasons,
  refusals: [StudentsReasons],
  clientPaths,
  clientRoutes: {
    studentSection: (): string => clientPaths.STUDENT_SECTION,
    /** The staff document downloads, opened on one learner (`?student=` their e-mail or student id). */
    downloadDocuments: (student?: string | number | null): string =>
      withQuery(clientPaths.DOWNLOAD_DOCUMENTS, { student }),
  },
});

export const studentsRestPaths = {
  feature: 'students',
  restPaths: {
    /** `001 §7` getAllActiveStudents: the Student Section's learners, filtered, sorted and paged (staff). */
    STUDENT_SECTION_LIST: '/finx-fc-student/api/v1/student/getAllActiveStudents',
    /** `001 §7` resumeDownload: POST studentIds, one zip of their resumes; answers its documentId. */
    RESUME_ZIP: '/finx-fc-student/api/v1/student/resumeDownload',
    /** `001 §7` the document fetch: GET documentId and bucketTag, answers documentUrl (staff). */
    DOCUMENT_FETCH: '/thor-documentmanagement/api/v1/document/fetch',
    /** Not a call: a resume zip behind a signed link from DOCUMENT_FETCH, `/<documentId>?p&e&s`. */
    RESUME_ZIP_DOWNLOAD: '/thor-documentmanagement/api/v1/document/zip',
  },
} as const satisfies RestPathTable;
