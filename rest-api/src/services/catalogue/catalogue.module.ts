import { defineFeature, type Infrastructure } from '../feature-module';
import { CatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';
import { catalogueSeed } from './catalogue.seed';
import { productLookupsRoutes } from './product-lookups.routes';
import { ProductSubscribeRepository } from './product-subscribe.repository';
import { productSubscribeRoutes } from './product-subscribe.routes';

/** The catalogue service; the cart and wishlist show product details from it. */
export const createCatalogueService = ({ db }: Pick<Infrastructure, 'db'>): CatalogueService =>
  new CatalogueService(new CatalogueRepository(db));

/** Products, categories, filters, add-ons, prerequisites and prices. */
export const catalogueModule = defineFeature({
  name: 'catalogue',
  seed: catalogueSeed,
  register: async (app, infrastructure) => {
    const catalogue = createCatalogueService(infrastructure);
    catalogueRoutes(app, catalogue);
    productLookupsRoutes(app, catalogue);
    productSubscribeRoutes(app, new ProductSubscribeRepository(infrastructure.db));
  },
});
