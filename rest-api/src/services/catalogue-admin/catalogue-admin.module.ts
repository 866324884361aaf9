import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { CatalogueAdminService } from './catalogue-admin.service';
import { courseSettingsRoutes } from './course-settings.routes';
import { CourseSettingsService } from './course-settings.service';

/** Catalogue management for staff: products, prices, add-ons, activation, modules, maps (issue 13 item 2). */
export const catalogueAdminModule = defineFeature({
  name: 'catalogue-admin',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const deps = {
      catalogue: new CatalogueAdminRepository(db),
      audit: createAuditService(infrastructure),
      transaction,
    };
    catalogueAdminRoutes(app, new CatalogueAdminService(deps));
    courseSettingsRoutes(app, new CourseSettingsService(deps));
  },
});
