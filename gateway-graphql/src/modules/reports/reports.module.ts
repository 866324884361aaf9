import { defineModule } from '../module';
import { ReportsResolver } from './reports.resolver';
import { ReportsSource } from './reports.source';
import { registerReportsRoutes } from './reports.routes';

/** Staff reports with server paging and streamed exports (issue 14 item 4). */
export const reportsModule = defineModule({
  name: 'reports',
  resolvers: [ReportsResolver],
  createSources: (scope) => ({ reports: new ReportsSource(scope) }),
  routes: registerReportsRoutes,
});
