import { defineModule } from '../module';
import { FeedbackResolver } from './feedback.resolver';
import { FeedbackSource } from './feedback.source';

/** The feedback modal, also right after sign-out (`000 §4`). */
export const feedbackModule = defineModule({
  name: 'feedback',
  resolvers: [FeedbackResolver],
  createSources: (scope) => ({ feedback: new FeedbackSource(scope) }),
});
