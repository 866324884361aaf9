import { defineFeature, type Infrastructure } from '../feature-module';
import { AssessmentRepository } from './assessment.repository';
import { assessmentRoutes } from './assessment.routes';
import { AssessmentService } from './assessment.service';
import { CfxReportRepository } from './cfx-report.repository';
import { CfxReportService } from './cfx-report.service';
import { assessmentSeed } from './assessment.seed';

/** How many questions a product's own test has (0: none); a course's test lesson opens that test. */
export const createQuestionCount =
  ({ db }: Pick<Infrastructure, 'db'>) =>
  async (productId: number): Promise<number> =>
    (await new AssessmentRepository(db).questions(productId)).length;

/** The FEAT assessment (a timed attempt per purchase, answers saved as the learner goes, the score) and the CFX assessment report. */
export const assessmentModule = defineFeature({
  name: 'assessment',
  seed: assessmentSeed,
  register: async (app, { db, transaction }) =>
    assessmentRoutes(
      app,
      new AssessmentService(new AssessmentRepository(db), transaction),
      new CfxReportService(new CfxReportRepository(db)),
    ),
});
