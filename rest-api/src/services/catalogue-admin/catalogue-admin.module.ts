import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { CatalogueAdminService } from './catalogue-admin.service';

/** Catalogue management for staff: products, prices, add-ons, activation, modules (issue 13 item 2). */
export const catalogueAdminModule = defineFeature({
  name: 'catalogue-admin',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    catalogueAdminRoutes(
      app,
      new CatalogueAdminService({
        catalogue: new CatalogueAdminRepository(db),
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
  },
});
