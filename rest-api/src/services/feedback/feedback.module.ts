import { defineFeature } from '../feature-module';
import { FeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';
import { feedbacksRoutes } from './feedbacks.routes';

/** Ratings and concerns (PostFeedback). */
export const feedbackModule = defineFeature({
  name: 'feedback',
  register: async (app, { db, limits }) => {
    const feedback = new FeedbackService(new FeedbackRepository(db));
    feedbackRoutes(app, feedback, limits);
    feedbacksRoutes(app, feedback);
  },
});
