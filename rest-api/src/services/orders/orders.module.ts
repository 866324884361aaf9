import { createWalletProvider } from '../../providers/payments/choose-payment-provider';
import { defineFeature, type Infrastructure } from '../feature-module';
import { OrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';
import { ProviderRefunds } from './provider-refunds';

/** The orders service; checkout reads and shows the orders it places through it. */
export const createOrdersService = ({
  db,
  transaction,
  config,
}: Pick<Infrastructure, 'db' | 'transaction' | 'config'>) => {
  const repository = new OrdersRepository(db);
  // Paytm payments are refunded through Paytm (the same provider instance checkout pays with).
  const refunds = new ProviderRefunds(createWalletProvider(config), repository);
  return new OrdersService(repository, transaction, refunds);
};

/** My Payment, the staff payment report and refunds. */
export const ordersModule = defineFeature({
  name: 'orders',
  register: async (app, infrastructure) => ordersRoutes(app, createOrdersService(infrastructure)),
});
