import { DocumentBucketTag, ReasonCode, RESUME_ZIP_MAX_STUDENTS } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import { buildZip, uniqueNames, zipSafeName } from './resume-zip';
import type { ResumeZipRecord, ResumeZipsRepository } from './resume-zips.repository';
import type { ResumeFile, StudentsRepository } from './students.repository';
import { RESUME_ZIP_KEEP_MS, SKIPPED_NOTE_NAME, StudentsService } from './students.service';

/** The entry names and count a zip's central directory declares. */
const zipEntries = (zip: Buffer): { count: number; names: string[] } => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return { count, names };
};

class MemoryStore implements DocumentStore {
  readonly kind = 'local' as const;
  readonly files = new Map<string, Buffer>();
  async put(key: string, bytes: Buffer) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

class MemoryZips implements Pick<ResumeZipsRepository, 'record' | 'find' | 'madeBy' | 'forget'> {
  readonly rows: ResumeZipRecord[] = [];
  async record(zip: ResumeZipRecord) {
    this.rows.push(zip);
  }
  async find(zipId: string, staffPartyId: number) {
    return this.rows.find((row) => row.zipId === zipId && row.staffPartyId === staffPartyId) ?? null;
  }
  async madeBy(cutoff: Date, limit: number) {
    return this.rows.filter((row) => row.createdAt <= cutoff).slice(0, limit);
  }
  async forget(zipIds: readonly string[]) {
    for (const id of zipIds)
      this.rows.splice(
        this.rows.findIndex((row) => row.zipId === id),
        1,
      );
  }
}

const person = (userId: number, storageKey: string | null): ResumeFile => ({
  userId,
  firstName: `First${userId}`,
  lastName: `Last${userId}`,
  storageKey,
  fileName: storageKey ? 'cv.pdf' : null,
});

const setUp = (people: ResumeFile[]) => {
  const store = new MemoryStore();
  const zips = new MemoryZips();
  const repository = {
    resumesOf: async (ids: readonly number[]) => people.filter((p) => ids.includes(p.userId)),
    document: async (id: string) => (id === DOC ? { documentId: DOC, partyId: 900 } : null),
  } as unknown as StudentsRepository;
  const links = {
    file: new DocumentLinks('secret', { prefix: '/documents/mine', purpose: 'user-document' }),
    zip: new DocumentLinks('secret', { prefix: '/documents/zip', purpose: 'resume-zip' }),
  };
  return {
    store,
    zips,
    service: new StudentsService({ students: repository, zips, store, links }),
  };
};

const DOC = '11111111-2222-3333-4444-555555555555';
const STAFF = 42;

describe('resume zip', () => {
  it('names files safely and uniquely inside the zip', () => {
    expect(zipSafeName('../a/b:c?.pdf')).toBe('_a_b_c_.pdf');
    expect(zipSafeName('  ')).toBe('file');
    expect(uniqueNames(['cv.pdf', 'CV.pdf', 'cv.pdf', 'notes'])).toEqual([
      'cv.pdf',
      'CV (2).pdf',
      'cv (3).pdf',
      'notes',
    ]);
  });

  it('writes a zip whose directory lists every entry', async () => {
    const zip = await buildZip([
      { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4 a') },
      { name: 'note.txt', bytes: Buffer.from('hello') },
    ]);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zipEntries(zip)).toEqual({ count: 2, names: ['a.pdf', 'note.txt'] });
  });

  it('zips the resumes of the chosen students, skips those without one and names them in a note', async () => {
    const { store, service } = setUp([person(1, '1/a.pdf'), person(2, null), person(3, '3/c.pdf')]);
    await store.put('1/a.pdf', Buffer.from('%PDF one'));
    await store.put('3/c.pdf', Buffer.from('%PDF three'));
    const outcome = await service.zipResumes(STAFF, [1, 2, 3, 3]);
    if (!outcome.ok) throw new Error(outcome.reasonCode);
    expect(outcome.value.included).toBe(2);
    expect(outcome.value.skipped).toEqual([{ studentId: 2, fullName: 'First2 Last2' }]);
    const zip = store.files.get(`${STAFF}/${outcome.value.documentId}.zip`);
    expect(zip).toBeDefined();
    expect(zipEntries(zip!).names).toEqual([
      'First1 Last1 - 1.pdf',
      'First3 Last3 - 3.pdf',
      SKIPPED_NOTE_NAME,
    ]);
  });

  it("refuses an empty selection with 'Please Select Candidate' and too many students", async () => {
    const { service } = setUp([]);
    expect(await service.zipResumes(STAFF, [])).toEqual({
      ok: false,
      reasonCode: ReasonCode.NO_CANDIDATE_SELECTED,
    });
    const many = Array.from({ length: RESUME_ZIP_MAX_STUDENTS + 1 }, (_, i) => i + 1);
    expect((await service.zipResumes(STAFF, many)).ok).toBe(false);
  });

  it('answers No document available when no chosen student has a resume', async () => {
    const { service } = setUp([person(2, null)]);
    expect(await service.zipResumes(STAFF, [2])).toEqual({ ok: false, reasonCode: ReasonCode.NO_DOCUMENT });
  });

  it('links a zip only for the member of staff who made it, and downloads it through the link', async () => {
    const { store, service } = setUp([person(1, '1/a.pdf')]);
    await store.put('1/a.pdf', Buffer.from('%PDF one'));
    const made = await service.zipResumes(STAFF, [1]);
    if (!made.ok) throw new Error(made.reasonCode);
    const { documentId } = made.value;
    const other = await service.fetch(STAFF + 1, documentId, DocumentBucketTag.RESUME_ZIP);
    expect(other).toEqual({ ok: false, reasonCode: ReasonCode.NO_DOCUMENT });
    const link = await service.fetch(STAFF, documentId, DocumentBucketTag.RESUME_ZIP);
    if (!link.ok) throw new Error(link.reasonCode);
    expect(link.value.documentUrl).toMatch(new RegExp(`^/documents/zip/${documentId}\\?`));
    const query = Object.fromEntries(new URL(link.value.documentUrl, 'http://x').searchParams);
    const file = await service.downloadZip(documentId, query);
    expect(file?.contentType).toBe('application/zip');
    expect(await service.downloadZip(documentId, { ...query, s: 'forged' })).toBeNull();
  });

  it('keeps a zip a day: then its link is refused, and the next zip deletes its file', async () => {
    const { store, zips, service } = setUp([person(1, '1/a.pdf')]);
    await store.put('1/a.pdf', Buffer.from('%PDF one'));
    const made = new Date('2026-11-20T09:00:00Z');
    const old = await service.zipResumes(STAFF, [1], made);
    if (!old.ok) throw new Error(old.reasonCode);
    const oldKey = `${STAFF}/${old.value.documentId}.zip`;
    const justInTime = made.getTime() + RESUME_ZIP_KEEP_MS - 1;
    expect(
      (await service.fetch(STAFF, old.value.documentId, DocumentBucketTag.RESUME_ZIP, justInTime)).ok,
    ).toBe(true);
    const dayLater = made.getTime() + RESUME_ZIP_KEEP_MS;
    expect(await service.fetch(STAFF, old.value.documentId, DocumentBucketTag.RESUME_ZIP, dayLater)).toEqual({
      ok: false,
      reasonCode: ReasonCode.NO_DOCUMENT,
    });
    expect(store.files.has(oldKey)).toBe(true);

    const next = await service.zipResumes(STAFF + 1, [1], new Date(dayLater));
    if (!next.ok) throw new Error(next.reasonCode);
    expect(store.files.has(oldKey)).toBe(false);
    expect(store.files.has(`${STAFF + 1}/${next.value.documentId}.zip`)).toBe(true);
    expect(zips.rows.map((row) => row.zipId)).toEqual([next.value.documentId]);
  });

  it("links any learner's file for staff, and a missing one is No document available", async () => {
    const { service } = setUp([]);
    const link = await service.fetch(STAFF, DOC, DocumentBucketTag.STUDENT_DOCUMENT);
    if (!link.ok) throw new Error(link.reasonCode);
    expect(link.value.documentUrl).toMatch(new RegExp(`^/documents/mine/${DOC}\\?p=900&`));
    const missing = await service.fetch(STAFF, DOC.replace('1', '9'), DocumentBucketTag.STUDENT_DOCUMENT);
    expect(missing).toEqual({ ok: false, reasonCode: ReasonCode.NO_DOCUMENT });
  });
});
