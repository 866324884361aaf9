import { defineModule } from '../module';
import { EducationLoanResolver } from './education-loan.resolver';
import { EducationLoanSource } from './education-loan.source';

/** The CFX education loan (`001 §7` _applyEduLoan, _getEduLoan, _updateEduLoan). */
export const educationLoanModule = defineModule({
  name: 'education-loan',
  resolvers: [EducationLoanResolver],
  createSources: (scope) => ({ educationLoan: new EducationLoanSource(scope) }),
});
