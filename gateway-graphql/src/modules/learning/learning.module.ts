import { defineModule } from '../module';
import { LearningResolver, ProductOwnedResolver } from './learning.resolver';
import { LearningSource } from './learning.source';

/** My Learning, every product's owned flag, and the prerequisite table. */
export const learningModule = defineModule({
  name: 'learning',
  resolvers: [LearningResolver, ProductOwnedResolver],
  createSources: (scope) => ({ learning: new LearningSource(scope) }),
});
