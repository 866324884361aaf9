import type { FeatureSeed } from '../../db/seed/feature-seed';
import { FEAT_QUESTION_ROWS } from '../../db/seed/feat-questions';
import { assessmentQuestions } from './assessment.schema';

/** FEAT's question bank. */
export const assessmentSeed: FeatureSeed = {
  demo: async (tx) => {
    await tx.insert(assessmentQuestions).values(FEAT_QUESTION_ROWS).onConflictDoNothing();
  },
};
