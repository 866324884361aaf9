import { DocumentType } from '@finx/domain';
import { JOB_SEEKER } from '../../db/seed/job-seeker';
import type { DocumentStore } from '../../providers/documents/document-store';
import type { DocumentsRepository } from './documents.repository';
import { buildResumePdf, resumeFileName } from './resume-builder';

/**
 * The job seeker's uploaded resume on a first start with demo data, so the Student Section's resume
 * column, its zip and the staff's document downloads have a file to show. The seed writes rows only;
 * a file belongs in the document store, so the documents feature places it (row and file) as it starts.
 */
export const DEMO_RESUME = {
  documentId: '5e1f0a4c-1070-4d2e-9c3b-000000001070',
  partyId: JOB_SEEKER.partyId,
  fileName: resumeFileName(`${JOB_SEEKER.firstName} ${JOB_SEEKER.lastName}`),
} as const;

const DEMO_RESUME_SECTIONS = [
  { title: 'Education', lines: ['B.Com, Demo College of Commerce, Pune (2025)'] },
  {
    title: 'Key skills',
    lines: ['Communication', 'KYC and AML', 'Customer Handling', 'Banking Operations'],
  },
  {
    title: 'Experience',
    lines: ['Branch operations intern, six months: account opening, KYC checks and cash handling'],
  },
];

/**
 * Places the demo resume unless it is there already; a database whose demo accounts predate the job
 * seeker gets none. Two processes starting together may both write the file (same key); the row is
 * inserted once.
 */
export const placeDemoResume = async (
  repository: DocumentsRepository,
  store: DocumentStore,
): Promise<void> => {
  const { documentId, partyId, fileName } = DEMO_RESUME;
  if (await repository.findOwned(partyId, documentId)) return;
  if (!(await repository.identity(partyId))) return;
  const bytes = await buildResumePdf(
    {
      name: `${JOB_SEEKER.firstName} ${JOB_SEEKER.lastName}`,
      contact: [JOB_SEEKER.email, JOB_SEEKER.mobile],
    },
    DEMO_RESUME_SECTIONS,
  );
  const storageKey = `${partyId}/${documentId}.pdf`;
  await store.put(storageKey, bytes, 'application/pdf');
  await repository.insertIfAbsent({
    documentId,
    partyId,
    documentType: DocumentType.RESUME,
    fileName,
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    storageKey,
  });
};
