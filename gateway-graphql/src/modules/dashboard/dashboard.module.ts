import { defineModule } from '../module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardSource } from './dashboard.source';
import { EventsResolver } from './events.resolver';
import { EventsSource } from './events.source';

/** The learner dashboard (`001 §3` Dashboard and Events). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  resolvers: [DashboardResolver, EventsResolver],
  createSources: (scope) => ({ dashboard: new DashboardSource(scope), events: new EventsSource(scope) }),
});
