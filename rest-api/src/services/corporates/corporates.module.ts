import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CorporateEnquiryRepository } from './corporate-enquiry.repository';
import { corporateEnquiryRoutes } from './corporate-enquiry.routes';
import { CorporateEnquiryService } from './corporate-enquiry.service';
import { CorporatesRepository } from './corporates.repository';
import { corporatesRoutes } from './corporates.routes';
import { CorporatesService } from './corporates.service';
import { partnersRoutes } from './partners.routes';

/** Staff corporate management on the jobs feature's corporates table, and corporate enquiries (issue 13 item 4). */
export const corporatesModule = defineFeature({
  name: 'corporates',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const audit = createAuditService(infrastructure);
    const corporates = new CorporatesService({
      corporates: new CorporatesRepository(db),
      audit,
      transaction,
    });
    corporatesRoutes(app, corporates);
    partnersRoutes(app, corporates);
    corporateEnquiryRoutes(
      app,
      new CorporateEnquiryService({ enquiries: new CorporateEnquiryRepository(db), audit, transaction }),
      infrastructure.limits,
    );
  },
});
