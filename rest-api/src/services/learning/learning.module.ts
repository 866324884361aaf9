import { fileURLToPath } from 'node:url';
import { defineFeature, type Infrastructure } from '../feature-module';
import { CourseContentRepository } from './course-content.repository';
import { courseContentRoutes } from './course-content.routes';
import { CourseContentService } from './course-content.service';
import { DocumentLinks } from '../../providers/documents/document-link';
import { chooseDocumentStore } from '../../providers/documents/choose-document-store';
import { LearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { LearningService } from './learning.service';
import { learningSeed } from './learning.seed';

/** The document store's files: the project's own sample media (scripts/make-sample-video.mjs). */
const DOCUMENTS_DIR = fileURLToPath(new URL('../../../assets/documents', import.meta.url));

/** The learning service; the cart and checkout ask its FEAT gate. */
export const createLearningService = ({ db }: Pick<Infrastructure, 'db'>): LearningService =>
  new LearningService(new LearningRepository(db));

/** My Learning, enrolments, the prerequisite table, the FEAT gate, and opening a held product. */
export const learningModule = defineFeature({
  name: 'learning',
  seed: learningSeed,
  register: async (app, infrastructure) => {
    learningRoutes(app, createLearningService(infrastructure));
    const links = new DocumentLinks(infrastructure.config.jwtSecret);
    const content = new CourseContentService(new CourseContentRepository(infrastructure.db), links);
    courseContentRoutes(
      app,
      content,
      links,
      DOCUMENTS_DIR,
      chooseDocumentStore(infrastructure.config.documents),
    );
  },
});
