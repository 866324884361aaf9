import { defineModule } from '../module';
import { TourResolver } from './tour.resolver';
import { TourSource } from './tour.source';

/** The product tour's completed flag (`000 §3`). */
export const tourModule = defineModule({
  name: 'tour',
  resolvers: [TourResolver],
  createSources: (scope) => ({ tour: new TourSource(scope) }),
});
