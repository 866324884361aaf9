import { defineModule } from '../module';
import { CheckoutResolver, OrderItemResolver } from './checkout.resolver';
import { CheckoutSource } from './checkout.source';
import { registerCheckoutRoutes } from './checkout.routes';

/** Checkout and the payment hand-off (/checkout, /checkout-paytm, /thankyou) and the staff's records. */
export const checkoutModule = defineModule({
  name: 'checkout',
  resolvers: [CheckoutResolver, OrderItemResolver],
  createSources: (scope) => ({ checkout: new CheckoutSource(scope) }),
  routes: registerCheckoutRoutes,
});
