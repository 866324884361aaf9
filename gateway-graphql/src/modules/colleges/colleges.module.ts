import { defineModule } from '../module';
import { CollegesResolver } from './colleges.resolver';
import { CollegesSource } from './colleges.source';
import { SpocResolver } from './spoc.resolver';
import { SpocSource } from './spoc.source';

/** The college officer's college (issue 13 item 1) and SPOC assignment (item 4, /upload-spoc). */
export const collegesModule = defineModule({
  name: 'colleges',
  resolvers: [CollegesResolver, SpocResolver],
  createSources: (scope) => ({ colleges: new CollegesSource(scope), spoc: new SpocSource(scope) }),
});
