import { defineModule } from '../module';
import {
  CatalogueResolver,
  ProductPrerequisiteResolver,
  ProductRelationsResolver,
} from './catalogue.resolver';
import { CatalogueSource } from './catalogue.source';

/** The public catalogue: products, their details and the filter lists (`001 §2`). */
export const catalogueModule = defineModule({
  name: 'catalogue',
  resolvers: [CatalogueResolver, ProductRelationsResolver, ProductPrerequisiteResolver],
  createSources: (scope) => ({ catalogue: new CatalogueSource(scope) }),
});
