import { chooseDocumentStore } from '../../providers/documents/choose-document-store';
import { DocumentLinks } from '../../providers/documents/document-link';
import { createQuestionCount } from '../assessment/assessment.module';
import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { CatalogueAdminService } from './catalogue-admin.service';
import { CourseLessonsRepository } from './course-lessons.repository';
import { courseLessonsRoutes } from './course-lessons.routes';
import { CourseLessonsService } from './course-lessons.service';
import { courseSettingsRoutes } from './course-settings.routes';
import { ProductReportsRepository } from './product-reports.repository';
import { productReportsRoutes } from './product-reports.routes';
import { CourseSettingsService } from './course-settings.service';

/**
 * Catalogue management for staff: products, prices, add-ons, activation, modules, maps (issue 13 item
 * 2), and a module's lessons (issue 28 item 2).
 */
export const catalogueAdminModule = defineFeature({
  name: 'catalogue-admin',
  register: async (app, infrastructure) => {
    const { db, config, transaction } = infrastructure;
    const audit = createAuditService(infrastructure);
    const lessons = new CourseLessonsRepository(db);
    const deps = { catalogue: new CatalogueAdminRepository(db), lessons, audit, transaction };
    const catalogue = new CatalogueAdminService(deps);
    catalogueAdminRoutes(app, catalogue);
    productReportsRoutes(app, catalogue, new ProductReportsRepository(db));
    courseSettingsRoutes(app, new CourseSettingsService(deps));
    courseLessonsRoutes(
      app,
      new CourseLessonsService({
        lessons,
        store: chooseDocumentStore(config.documents),
        // The learner's player's links: a staff preview opens through the same public document route.
        links: new DocumentLinks(config.jwtSecret),
        audit,
        transaction,
        questionCount: createQuestionCount(infrastructure),
      }),
    );
  },
});
