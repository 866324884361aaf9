import { defineModule } from '../module';
import { CorporatesResolver } from './corporates.resolver';
import { CorporatesSource } from './corporates.source';

/** Staff corporate management (issue 13 item 4). */
export const corporatesModule = defineModule({
  name: 'corporates',
  resolvers: [CorporatesResolver],
  createSources: (scope) => ({ corporates: new CorporatesSource(scope) }),
});
