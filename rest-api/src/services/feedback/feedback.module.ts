import { defineFeature } from '../feature-module';
import { FeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';

/** Ratings and concerns (PostFeedback). */
export const feedbackModule = defineFeature({
  name: 'feedback',
  register: async (app, { db, limits }) =>
    feedbackRoutes(app, new FeedbackService(new FeedbackRepository(db)), limits),
});
