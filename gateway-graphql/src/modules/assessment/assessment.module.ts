import { defineModule } from '../module';
import { AssessmentResolver } from './assessment.resolver';
import { AssessmentSource } from './assessment.source';
import { CfxReportResolver } from './cfx-report.resolver';
import { CfxReportSource } from './cfx-report.source';

/** The FEAT assessment (`001 §7` studentassessment, scoreupdate) and the CFX assessment report. */
export const assessmentModule = defineModule({
  name: 'assessment',
  resolvers: [AssessmentResolver, CfxReportResolver],
  createSources: (scope) => ({
    assessment: new AssessmentSource(scope),
    cfxReport: new CfxReportSource(scope),
  }),
});
