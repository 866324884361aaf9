import { defineFeature, type Infrastructure } from '../feature-module';
import { OrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';

/** The orders service; checkout reads and shows the orders it places through it. */
export const createOrdersService = ({ db, transaction }: Pick<Infrastructure, 'db' | 'transaction'>) =>
  new OrdersService(new OrdersRepository(db), transaction);

/** My Payment, the staff payment report and refunds. */
export const ordersModule = defineFeature({
  name: 'orders',
  register: async (app, infrastructure) => ordersRoutes(app, createOrdersService(infrastructure)),
});
