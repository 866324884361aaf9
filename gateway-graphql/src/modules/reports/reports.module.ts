import { defineModule } from '../module';
import { CallReportsResolver } from './call-reports.resolver';
import { CallReportsSource } from './call-reports.source';
import { ReportsResolver } from './reports.resolver';
import { ReportsSource } from './reports.source';
import { registerReportsRoutes } from './reports.routes';

/**
 * Staff reports with server paging and streamed exports (issue 14 item 4), and the reports one REST call
 * each serves (video/reportlist, studentreport/course, sessionReport; issue 30 item 3).
 */
export const reportsModule = defineModule({
  name: 'reports',
  resolvers: [ReportsResolver, CallReportsResolver],
  createSources: (scope) => ({
    reports: new ReportsSource(scope),
    callReports: new CallReportsSource(scope),
  }),
  routes: registerReportsRoutes,
});
