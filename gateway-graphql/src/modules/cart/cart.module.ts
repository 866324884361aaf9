import { defineModule } from '../module';
import { CartResolver, ProductCartResolver } from './cart.resolver';
import { CartSource } from './cart.source';

/** The learner's cart (/mycart) and every product's inCart. */
export const cartModule = defineModule({
  name: 'cart',
  resolvers: [CartResolver, ProductCartResolver],
  createSources: (scope) => ({ cart: new CartSource(scope) }),
});
