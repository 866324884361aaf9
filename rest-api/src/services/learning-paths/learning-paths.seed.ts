import { LEARNING_PATH_COURSE_ROWS, LEARNING_PATH_ROWS } from '../../db/seed/catalogue-depth';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { learningPathCourses, learningPaths } from './learning-paths.schema';

/** The demo learning path and its ordered courses. */
export const learningPathsSeed: FeatureSeed = {
  demo: async (tx) => {
    await tx.insert(learningPaths).values(LEARNING_PATH_ROWS).onConflictDoNothing();
    await tx.insert(learningPathCourses).values(LEARNING_PATH_COURSE_ROWS).onConflictDoNothing();
  },
};
