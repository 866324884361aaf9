import { defineModule } from '../module';
import { CollegeAdminResolver } from './college-admin.resolver';
import { CollegeAdminSource } from './college-admin.source';
import { CollegesResolver } from './colleges.resolver';
import { CollegesSource } from './colleges.source';
import { SpocResolver } from './spoc.resolver';
import { SpocSource } from './spoc.source';

/** The college officer's college (issue 13 item 1), staff college management and SPOC assignment (item 4, /upload-spoc). */
export const collegesModule = defineModule({
  name: 'colleges',
  resolvers: [CollegesResolver, CollegeAdminResolver, SpocResolver],
  createSources: (scope) => ({
    colleges: new CollegesSource(scope),
    collegeAdmin: new CollegeAdminSource(scope),
    spoc: new SpocSource(scope),
  }),
});
