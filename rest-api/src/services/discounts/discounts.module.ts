import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { discountLookupsRoutes } from './discount-lookups.routes';
import { DiscountsRepository } from './discounts.repository';
import { discountsRoutes } from './discounts.routes';
import { DiscountsService } from './discounts.service';

/** Staff discount management: the checkout's coupons, listed, added, edited and cloned (issue 13 item 3). */
export const discountsModule = defineFeature({
  name: 'discounts',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const discounts = new DiscountsService({
      discounts: new DiscountsRepository(db),
      audit: createAuditService(infrastructure),
      transaction,
    });
    discountsRoutes(app, discounts);
    discountLookupsRoutes(app, discounts);
  },
});
