import { createAuditService } from '../audit/audit.module';
import { defineFeature, type Infrastructure } from '../feature-module';
import { CollegeAdminRepository } from './college-admin.repository';
import { collegeAdminRoutes } from './college-admin.routes';
import { CollegeAdminService } from './college-admin.service';
import { CollegesRepository } from './colleges.repository';
import { collegesRoutes } from './colleges.routes';
import { CollegesService } from './colleges.service';
import { SpocRepository } from './spoc.repository';
import { spocRoutes } from './spoc.routes';
import { SpocService } from './spoc.service';
import { collegesSeed } from './colleges.seed';

/** SpocService for the SPOC bulk file (uploads): the same assignSpoc as the manual form. */
export const createSpocService = (infrastructure: Infrastructure): SpocService =>
  new SpocService({
    spocs: new SpocRepository(infrastructure.db),
    audit: createAuditService(infrastructure),
    transaction: infrastructure.transaction,
  });

/**
 * The college officer's college (issue 13 item 1): /collegeDashboard's figures and students, /collegeProfile;
 * staff college management with members (item 4, /college-list); and SPOC assignment to colleges and corporates (item 4, /upload-spoc).
 */
export const collegesModule = defineFeature({
  name: 'colleges',
  seed: collegesSeed,
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const audit = createAuditService(infrastructure);
    collegesRoutes(app, new CollegesService({ colleges: new CollegesRepository(db), audit, transaction }));
    collegeAdminRoutes(
      app,
      new CollegeAdminService({ colleges: new CollegeAdminRepository(db), audit, transaction }),
    );
    spocRoutes(app, new SpocService({ spocs: new SpocRepository(db), audit, transaction }));
  },
});
