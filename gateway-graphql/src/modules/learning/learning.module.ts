import { defineModule } from '../module';
import { CourseContentResolver } from './course-content.resolver';
import { CourseContentSource } from './course-content.source';
import { LearningResolver, ProductOwnedResolver } from './learning.resolver';
import { LearningSource } from './learning.source';
import { registerLearningRoutes } from './learning.routes';

/** My Learning, every product's owned flag, the prerequisite table, and opening a held product. */
export const learningModule = defineModule({
  name: 'learning',
  resolvers: [LearningResolver, ProductOwnedResolver, CourseContentResolver],
  createSources: (scope) => ({
    learning: new LearningSource(scope),
    courseContent: new CourseContentSource(scope),
  }),
  routes: registerLearningRoutes,
});
