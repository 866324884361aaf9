import { DocumentLinks } from '../../providers/documents/document-link';
import { defineFeature } from '../feature-module';
import { CourseReportRepository } from './course-report.repository';
import { courseReportRoutes } from './course-report.routes';
import { ReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

/** Minutes, not hours: an export link is followed at once by the browser that asked for it. */
const REPORT_LINK_SECONDS = 10 * 60;

/** Staff reports with server paging and streamed spreadsheet exports (issue 14 item 4). */
export const reportsModule = defineFeature({
  name: 'reports',
  register: async (app, { db, config }) => {
    const links = new DocumentLinks(config.jwtSecret, {
      seconds: REPORT_LINK_SECONDS,
      purpose: 'report-export',
    });
    reportsRoutes(app, new ReportsService(new ReportsRepository(db), links));
    courseReportRoutes(app, new CourseReportRepository(db));
  },
});
