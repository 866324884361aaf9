import { defineFeature } from '../feature-module';
import { LearnerHeaderRepository } from './learner-header.repository';
import { learnerHeaderRoutes } from './learner-header.routes';
import { LATEST_UNREAD_LIMIT, LearnerHeaderService } from './learner-header.service';

/** The learner header's alert and message counts and dropdowns (cart and wishlist counts are theirs). */
export const learnerHeaderModule = defineFeature({
  name: 'learner-header',
  register: async (app, { db }) =>
    learnerHeaderRoutes(app, new LearnerHeaderService(new LearnerHeaderRepository(db, LATEST_UNREAD_LIMIT))),
});
