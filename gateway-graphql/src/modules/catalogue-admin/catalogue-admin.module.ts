import { defineModule } from '../module';
import { CatalogueAdminResolver } from './catalogue-admin.resolver';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes';
import { CatalogueAdminSource } from './catalogue-admin.source';
import { CourseLessonsResolver } from './course-lessons.resolver';
import { CourseLessonsSource } from './course-lessons.source';
import { CourseSettingsResolver } from './course-settings.resolver';
import { CourseSettingsSource } from './course-settings.source';

/**
 * Catalogue management for staff: products, prices, add-ons, activation, modules, maps (issue 13 item
 * 2), and a module's lessons (issue 28 item 2), whose files arrive on the upload route.
 */
export const catalogueAdminModule = defineModule({
  name: 'catalogue-admin',
  resolvers: [CatalogueAdminResolver, CourseSettingsResolver, CourseLessonsResolver],
  createSources: (scope) => ({
    catalogueAdmin: new CatalogueAdminSource(scope),
    courseSettings: new CourseSettingsSource(scope),
    courseLessons: new CourseLessonsSource(scope),
  }),
  routes: registerCatalogueAdminRoutes,
});
