import { defineModule } from '../module';
import {
  InboxReadHeaderResolver,
  LearnerHeaderResolver,
  PartyItemsHeaderResolver,
} from './learner-header.resolver';
import { LearnerHeaderSource } from './learner-header.source';

/** The learner header: badge counts and the latest alerts and messages (`000 §7`). */
export const learnerHeaderModule = defineModule({
  name: 'learner-header',
  resolvers: [LearnerHeaderResolver, PartyItemsHeaderResolver, InboxReadHeaderResolver],
  createSources: (scope) => ({ learnerHeader: new LearnerHeaderSource(scope) }),
});
