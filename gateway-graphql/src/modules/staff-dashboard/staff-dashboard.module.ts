import { defineModule } from '../module';
import { StaffDashboardResolver } from './staff-dashboard.resolver';
import { StaffDashboardSource } from './staff-dashboard.source';

/** The admin and ops dashboards' figures (issue 13 item 1). */
export const staffDashboardModule = defineModule({
  name: 'staff-dashboard',
  resolvers: [StaffDashboardResolver],
  createSources: (scope) => ({ staffDashboard: new StaffDashboardSource(scope) }),
});
