import { defineModule } from '../module';
import {
  CatalogueResolver,
  ProductPrerequisiteResolver,
  ProductRelationsResolver,
} from './catalogue.resolver';
import { CatalogueSource } from './catalogue.source';
import { ProductSubscribeResolver } from './product-subscribe.resolver';
import { ProductSubscribeSource } from './product-subscribe.source';

/** The public catalogue: products, their details and the filter lists (`001 §2`), and a free product's enrol. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  resolvers: [
    CatalogueResolver,
    ProductRelationsResolver,
    ProductPrerequisiteResolver,
    ProductSubscribeResolver,
  ],
  createSources: (scope) => ({
    catalogue: new CatalogueSource(scope),
    productSubscribe: new ProductSubscribeSource(scope),
  }),
});
