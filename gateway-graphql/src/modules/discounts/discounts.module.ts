import { defineModule } from '../module';
import { DiscountsResolver } from './discounts.resolver';
import { DiscountsSource } from './discounts.source';

/** Staff discount management: the checkout's coupons (issue 13 item 3). */
export const discountsModule = defineModule({
  name: 'discounts',
  resolvers: [DiscountsResolver],
  createSources: (scope) => ({ discounts: new DiscountsSource(scope) }),
});
