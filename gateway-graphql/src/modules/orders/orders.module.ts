import { defineModule } from '../module';
import { OrdersResolver } from './orders.resolver';
import { OrdersSource } from './orders.source';

/** My Payment and the staff payment report (/my-orders). */
export const ordersModule = defineModule({
  name: 'orders',
  resolvers: [OrdersResolver],
  createSources: (scope) => ({ orders: new OrdersSource(scope) }),
});
