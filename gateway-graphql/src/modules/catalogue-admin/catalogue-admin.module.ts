import { defineModule } from '../module';
import { CatalogueAdminResolver } from './catalogue-admin.resolver';
import { CatalogueAdminSource } from './catalogue-admin.source';

/** Catalogue management for staff: products, prices, add-ons, activation, modules (issue 13 item 2). */
export const catalogueAdminModule = defineModule({
  name: 'catalogue-admin',
  resolvers: [CatalogueAdminResolver],
  createSources: (scope) => ({ catalogueAdmin: new CatalogueAdminSource(scope) }),
});
