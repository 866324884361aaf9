import { courseLessons, courseModules, learningProviders } from '../../db/schema/learning';
import { DEMO_CATALOGUE } from '../../db/seed/demo-catalogue';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { DEMO_PROVIDER, learningContentRows } from '../../db/seed/learning-content';

/** Every demo product's modules and lessons, and the product taught at an external provider. */
export const learningSeed: FeatureSeed = {
  demo: async (tx) => {
    const content = learningContentRows(DEMO_CATALOGUE);
    await tx.insert(courseModules).values(content.modules).onConflictDoNothing();
    await tx.insert(courseLessons).values(content.lessons).onConflictDoNothing();
    await tx.insert(learningProviders).values(DEMO_PROVIDER).onConflictDoNothing();
  },
};
