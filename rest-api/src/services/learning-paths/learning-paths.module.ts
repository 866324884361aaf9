import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { LearningPathsRepository } from './learning-paths.repository';
import { learningPathsRoutes } from './learning-paths.routes';
import { LearningPathsService } from './learning-paths.service';
import { learningPathsSeed } from './learning-paths.seed';

/** Learning paths: named, ordered sequences of courses (issue 13 item 2, `001 §2` /learning-path). */
export const learningPathsModule = defineFeature({
  name: 'learning-paths',
  seed: learningPathsSeed,
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    learningPathsRoutes(
      app,
      new LearningPathsService({
        paths: new LearningPathsRepository(db),
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
  },
});
