import { defineModule } from '../module';
import { CollegesResolver } from './colleges.resolver';
import { CollegesSource } from './colleges.source';

/** The college officer's college (issue 13 item 1): /collegeDashboard's figures and students, /collegeProfile. */
export const collegesModule = defineModule({
  name: 'colleges',
  resolvers: [CollegesResolver],
  createSources: (scope) => ({ colleges: new CollegesSource(scope) }),
});
