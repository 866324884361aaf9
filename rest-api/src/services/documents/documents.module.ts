import { DocumentLinks } from '../../providers/documents/document-link';
import { chooseDocumentStore } from '../../providers/documents/choose-document-store';
import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { placeDemoResume } from './demo-resumes';
import { DocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';

/** How a file is sent as an attachment; the students feature sends its zips the same way. */
export { sendFile } from './documents.routes';
import { DocumentsService } from './documents.service';
import { CertificatesSection, LearningSection } from './resume-sections';
import { staffResumeRoutes } from './staff-resume.routes';
import { StaffResumeService } from './staff-resume.service';

/** Short enough that a copied link is soon useless, long enough for a slow download to start. */
export const DOCUMENT_DOWNLOAD_LINK_SECONDS = 5 * 60;

/** The gateway's public paths of a learner's file and of the resume (gateway documents.routes.ts). */
export const PUBLIC_FILE_PREFIX = '/documents/mine';
export const PUBLIC_RESUME_PREFIX = '/documents';

/** Links to a learner's uploaded file; staff downloads (the students feature) issue the same kind. */
export const createFileLinks = (jwtSecret: string): DocumentLinks =>
  new DocumentLinks(jwtSecret, {
    prefix: PUBLIC_FILE_PREFIX,
    seconds: DOCUMENT_DOWNLOAD_LINK_SECONDS,
    purpose: 'user-document',
  });

/** The id the resume's links are issued for; the jobs feature issues them for staff too. */
export { RESUME_LINK_ID } from './documents.service';

/** Links to a learner's resume PDF; staff rating an applicant's resume (the jobs feature) issue the same. */
export const createResumeLinks = (jwtSecret: string): DocumentLinks =>
  new DocumentLinks(jwtSecret, {
    prefix: PUBLIC_RESUME_PREFIX,
    seconds: DOCUMENT_DOWNLOAD_LINK_SECONDS,
    purpose: 'resume',
  });

/** The learner's documents (upload, list, delete, signed downloads) and the resume PDF (issue 11). */
export const documentsModule = defineFeature({
  name: 'documents',
  register: async (app, infrastructure) => {
    const { db, config, transaction } = infrastructure;
    const repository = new DocumentsRepository(db);
    const store = chooseDocumentStore(config.documents);
    const links = { file: createFileLinks(config.jwtSecret), resume: createResumeLinks(config.jwtSecret) };
    // The resume's sections after the header; profile areas (education, employment, skills) add theirs here.
    const sections = [new LearningSection(repository), new CertificatesSection(repository)];
    if (config.seedDemoData) await placeDemoResume(repository, store);
    const documents = new DocumentsService(repository, store, links, sections);
    documentsRoutes(app, documents);
    const audit = createAuditService(infrastructure);
    staffResumeRoutes(app, new StaffResumeService({ documents, repository, audit, transaction }));
  },
});
