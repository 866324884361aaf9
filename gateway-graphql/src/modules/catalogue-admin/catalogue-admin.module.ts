import { defineModule } from '../module';
import { CatalogueAdminResolver } from './catalogue-admin.resolver';
import { CatalogueAdminSource } from './catalogue-admin.source';
import { CourseSettingsResolver } from './course-settings.resolver';
import { CourseSettingsSource } from './course-settings.source';

/** Catalogue management for staff: products, prices, add-ons, activation, modules, maps (issue 13 item 2). */
export const catalogueAdminModule = defineModule({
  name: 'catalogue-admin',
  resolvers: [CatalogueAdminResolver, CourseSettingsResolver],
  createSources: (scope) => ({
    catalogueAdmin: new CatalogueAdminSource(scope),
    courseSettings: new CourseSettingsSource(scope),
  }),
});
