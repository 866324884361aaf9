import { chooseDocumentStore } from '../../providers/documents/choose-document-store';
import { DocumentLinks } from '../../providers/documents/document-link';
import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { VideosRepository } from './videos.repository';
import { videosRoutes } from './videos.routes';
import { VideosService } from './videos.service';

/** Staff video files (issue 13 item 2): upload to the document store, preview behind a signed link. */
export const videosModule = defineFeature({
  name: 'videos',
  register: async (app, infrastructure) => {
    const { db, config, transaction } = infrastructure;
    videosRoutes(
      app,
      new VideosService({
        videos: new VideosRepository(db),
        store: chooseDocumentStore(config.documents),
        // The learner's player's links: a preview opens through the same public document route.
        links: new DocumentLinks(config.jwtSecret),
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
  },
});
