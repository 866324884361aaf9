import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CollegesRepository } from './colleges.repository';
import { collegesRoutes } from './colleges.routes';
import { CollegesService } from './colleges.service';

/** The college officer's college (issue 13 item 1): /collegeDashboard's figures and students, /collegeProfile. */
export const collegesModule = defineFeature({
  name: 'colleges',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    collegesRoutes(
      app,
      new CollegesService({
        colleges: new CollegesRepository(db),
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
  },
});
