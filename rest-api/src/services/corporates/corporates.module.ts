import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CorporatesRepository } from './corporates.repository';
import { corporatesRoutes } from './corporates.routes';
import { CorporatesService } from './corporates.service';

/** Staff corporate management on the jobs feature's corporates table (issue 13 item 4). */
export const corporatesModule = defineFeature({
  name: 'corporates',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    corporatesRoutes(
      app,
      new CorporatesService({
        corporates: new CorporatesRepository(db),
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
  },
});
