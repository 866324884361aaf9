import { DocumentLinks } from '../../providers/documents/document-link';
import { chooseDocumentStore } from '../../providers/documents/choose-document-store';
import { createFileLinks, DOCUMENT_DOWNLOAD_LINK_SECONDS } from '../documents/documents.module';
import { defineFeature } from '../feature-module';
import { ResumeZipsRepository } from './resume-zips.repository';
import { StudentsRepository } from './students.repository';
import { studentsRoutes } from './students.routes';
import { StudentsService } from './students.service';

/** The gateway's public path of a resume zip (gateway modules/students/students.routes.ts). */
export const PUBLIC_ZIP_PREFIX = '/documents/zip';

/** The Student Section and the staff document downloads (issue 14 item 4): list, resume zip, links. */
export const studentsModule = defineFeature({
  name: 'students',
  register: async (app, { db, config }) => {
    const links = {
      file: createFileLinks(config.jwtSecret),
      zip: new DocumentLinks(config.jwtSecret, {
        prefix: PUBLIC_ZIP_PREFIX,
        seconds: DOCUMENT_DOWNLOAD_LINK_SECONDS,
        purpose: 'resume-zip',
      }),
    };
    const store = chooseDocumentStore(config.documents);
    studentsRoutes(
      app,
      new StudentsService({
        students: new StudentsRepository(db),
        zips: new ResumeZipsRepository(db),
        store,
        links,
      }),
    );
  },
});
