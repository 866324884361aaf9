import { defineModule } from '../module';
import { GdpiResolver } from './gdpi.resolver';
import { GdpiSource } from './gdpi.source';

/** Learners' GD/PI statuses (issue 14 item 2): the /gdpi list; the file goes through the upload route. */
export const gdpiModule = defineModule({
  name: 'gdpi',
  resolvers: [GdpiResolver],
  createSources: (scope) => ({ gdpi: new GdpiSource(scope) }),
});
