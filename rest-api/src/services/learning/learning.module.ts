import { defineFeature, type Infrastructure } from '../feature-module';
import { LearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { LearningService } from './learning.service';

/** The learning service; the cart and checkout ask its FEAT gate. */
export const createLearningService = ({ db }: Pick<Infrastructure, 'db'>): LearningService =>
  new LearningService(new LearningRepository(db));

/** My Learning, enrolments, the prerequisite table and the FEAT gate. */
export const learningModule = defineFeature({
  name: 'learning',
  register: async (app, infrastructure) => learningRoutes(app, createLearningService(infrastructure)),
});
