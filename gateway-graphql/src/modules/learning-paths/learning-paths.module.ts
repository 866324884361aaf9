import { defineModule } from '../module';
import { LearningPathsResolver } from './learning-paths.resolver';
import { LearningPathsSource } from './learning-paths.source';

/** Learning paths: named, ordered sequences of courses (issue 13 item 2, `001 §2` /learning-path). */
export const learningPathsModule = defineModule({
  name: 'learning-paths',
  resolvers: [LearningPathsResolver],
  createSources: (scope) => ({ learningPaths: new LearningPathsSource(scope) }),
});
