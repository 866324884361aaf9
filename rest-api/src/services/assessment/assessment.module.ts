import { defineFeature } from '../feature-module';
import { AssessmentRepository } from './assessment.repository';
import { assessmentRoutes } from './assessment.routes';
import { AssessmentService } from './assessment.service';
import { CfxReportRepository } from './cfx-report.repository';
import { CfxReportService } from './cfx-report.service';
import { assessmentSeed } from './assessment.seed';

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
