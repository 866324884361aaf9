import { randomUUID } from 'node:crypto';
import {
  DocumentBucketTag,
  type DocumentLink,
  ReasonCode,
  RESUME_ZIP_FILE_NAME,
  RESUME_ZIP_MAX_STUDENTS,
  type ResumeZipResult,
  type ResumeZipSkipped,
  type StudentSectionRow,
  type StudentsReason,
  StudentsReasons,
} from '@finx/domain';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { DocumentLinkQuery, DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import type { DocumentFile } from '../documents/documents.service';
import { buildZip, type ZipEntry } from './resume-zip';
import type { ResumeZipsRepository } from './resume-zips.repository';
import type { StudentListFilter, StudentRecord, StudentsRepository } from './students.repository';

const { refuse } = refusalsOf(StudentsReasons);

/** `000 §9` entry modes, named for the Source column when the registration has no lead source. */
const ENTRY_MODE_SOURCE: Readonly<Record<number, string>> = {
  1: 'Core system',
  2: 'Bulk upload',
  3: 'Website',
  4: 'Web registration',
};

const toRow = (record: StudentRecord): StudentSectionRow => ({
  studentId: record.userId,
  partyId: record.partyId,
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email,
  mobile: record.mobile,
  gender: record.gender,
  source:
    record.leadSource ?? (record.entryMode === null ? null : (ENTRY_MODE_SOURCE[record.entryMode] ?? null)),
  collegeName: record.collegeName,
  createdDate: record.createdAt.toISOString(),
  modifiedDate: record.updatedAt.toISOString(),
  resumeDocumentId: record.resumeDocumentId,
});

const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** The note inside a zip that left someone out, so whoever opens it knows why a resume is missing. */
export const skippedNote = (skipped: readonly ResumeZipSkipped[]): string =>
  [
    'These selected students have no resume uploaded, so the zip has none for them:',
    ...skipped.map((student) => `- ${student.fullName} (student ID ${student.studentId})`),
    '',
  ].join('\r\n');

export const SKIPPED_NOTE_NAME = 'students-without-resume.txt';

/**
 * How long a resume zip is kept: long enough to download it again the same day, short enough that copies
 * of learners' resumes do not pile up in the store.
 */
export const RESUME_ZIP_KEEP_MS = 24 * 60 * 60 * 1000;
// Zips deleted per new zip: a backlog (after a long quiet spell) drains over the next few zips.
const SWEEP_BATCH = 50;

export interface StudentsServiceDeps {
  students: StudentsRepository;
  zips: Pick<ResumeZipsRepository, 'record' | 'find' | 'madeBy' | 'forget'>;
  store: DocumentStore;
  /** Links to a learner's uploaded file (the documents feature's) and to a resume zip. */
  links: { file: DocumentLinks; zip: DocumentLinks };
}

/**
 * The Student Section (`001 §2` screen 9) and the staff document downloads: the learner list, one zip
 * of the chosen learners' resumes kept in the document store (resumeDownload), and signed links to a
 * zip or any learner's file (the document fetch).
 */
export class StudentsService {
  constructor(private readonly deps: StudentsServiceDeps) {}

  async list(filter: StudentListFilter): Promise<{ rows: StudentSectionRow[]; total: number }> {
    const { rows, total } = await this.deps.students.list(filter);
    return { rows: rows.map(toRow), total };
  }

  /**
   * One zip of the chosen learners' latest resumes, stored under the member of staff who asked (the
   * store's key is `<their party>/<zip id>.zip`, so only their signed link opens it). Learners without
   * a resume are left out and named in a note inside the zip and in the answer. Zips older than a day are
   * deleted as a new one is made, so no sweeping process is needed.
   */
  async zipResumes(
    staffPartyId: number,
    studentIds: readonly number[],
    now = new Date(),
  ): Promise<Outcome<ResumeZipResult, StudentsReason>> {
    const unique = [...new Set(studentIds)];
    if (unique.length === 0) return refuse(ReasonCode.NO_CANDIDATE_SELECTED);
    if (unique.length > RESUME_ZIP_MAX_STUDENTS) return refuse(ReasonCode.VALIDATION_FAILED);
    const chosen = await this.deps.students.resumesOf(unique);
    const entries: ZipEntry[] = [];
    const skipped: ResumeZipSkipped[] = [];
    for (const person of chosen) {
      const bytes = person.storageKey ? await this.deps.store.get(person.storageKey) : null;
      if (!bytes) {
        skipped.push({ studentId: person.userId, fullName: fullName(person) });
        continue;
      }
      const extension = person.fileName?.split('.').pop() ?? 'pdf';
      entries.push({ name: `${fullName(person)} - ${person.userId}.${extension}`, bytes });
    }
    if (entries.length === 0) return refuse(ReasonCode.NO_DOCUMENT);
    if (skipped.length > 0) {
      entries.push({ name: SKIPPED_NOTE_NAME, bytes: Buffer.from(skippedNote(skipped), 'utf8') });
    }
    const documentId = randomUUID();
    await this.deps.store.put(zipKey(staffPartyId, documentId), await buildZip(entries), 'application/zip');
    await this.deps.zips.record({ zipId: documentId, staffPartyId, createdAt: now });
    await this.sweepZips(now);
    return accept({ documentId, included: entries.length - (skipped.length > 0 ? 1 : 0), skipped });
  }

  /** The document fetch: a short-lived link to a resume zip of the caller's or to any learner's file. */
  async fetch(
    staffPartyId: number,
    documentId: string,
    bucketTag: DocumentBucketTag,
    now = Date.now(),
  ): Promise<Outcome<DocumentLink, StudentsReason>> {
    if (bucketTag === DocumentBucketTag.RESUME_ZIP) {
      const zip = await this.deps.zips.find(documentId, staffPartyId);
      if (!zip || isExpired(zip.createdAt, now)) return refuse(ReasonCode.NO_DOCUMENT);
      return accept(this.linkOf(this.deps.links.zip, documentId, staffPartyId, now));
    }
    const document = await this.deps.students.document(documentId);
    if (!document) return refuse(ReasonCode.NO_DOCUMENT);
    // The learner's own kind of link: it names the owner, and the download checks it still is theirs.
    return accept(this.linkOf(this.deps.links.file, documentId, document.partyId, now));
  }

  /** The zip behind a signed link; null when the link is not valid or the zip is gone. */
  async downloadZip(documentId: string, query: Partial<DocumentLinkQuery>): Promise<DocumentFile | null> {
    if (!this.deps.links.zip.valid(documentId, query)) return null;
    const bytes = await this.deps.store.get(zipKey(Number(query.p), documentId));
    return bytes ? { bytes, contentType: 'application/zip', fileName: RESUME_ZIP_FILE_NAME } : null;
  }

  /** Deletes the zips past their day: the file first, so a failure leaves the row to try again. */
  private async sweepZips(now: Date): Promise<void> {
    const expired = await this.deps.zips.madeBy(new Date(now.getTime() - RESUME_ZIP_KEEP_MS), SWEEP_BATCH);
    for (const zip of expired) await this.deps.store.delete(zipKey(zip.staffPartyId, zip.zipId));
    await this.deps.zips.forget(expired.map((zip) => zip.zipId));
  }

  private linkOf(links: DocumentLinks, documentId: string, partyId: number, now: number): DocumentLink {
    return {
      documentUrl: links.issue(documentId, partyId, now),
      expiresAt: links.expiresAt(now).toISOString(),
    };
  }
}

const isExpired = (createdAt: Date, now: number): boolean => now - createdAt.getTime() >= RESUME_ZIP_KEEP_MS;

/** Where a zip is kept: under the party of the member of staff who made it. */
const zipKey = (staffPartyId: number, documentId: string): string => `${staffPartyId}/${documentId}.zip`;
