import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createPaymentProvider } from '../../providers/payments/payment-provider';
import { SandboxProvider } from '../../providers/payments/sandbox.provider';
import { FulfilmentService } from './fulfilment.service';
import { LearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { OrderRepository } from './order.repository';
import { orderRoutes } from './order.routes';
import { OrderService } from './order.service';
import { PaymentEventsService } from './payment-events.service';
import { RefundService } from './refund.service';
import { paymentRoutes } from './payment.routes';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { webhookRoutes } from './webhook.routes';

export interface PaymentRoutesDeps {
  config: Pick<Config, 'payments' | 'publicUrl' | 'nodeEnv'>;
  db: Database;
}

/**
 * Commerce after the cart (`001 §4`, §7 Payment): orders and coupons, the payment hand-off, callbacks
 * and webhooks, the sandbox's hosted page when the sandbox is the provider, My Learning and prerequisites.
 */
export const registerPaymentRoutes = async (app: FastifyInstance, deps: PaymentRoutesDeps): Promise<void> => {
  const provider = createPaymentProvider(deps.config);
  if (provider instanceof SandboxProvider && deps.config.nodeEnv === 'production') {
    app.log.warn('payments: no Razorpay keys, the sandbox takes payments (no real money moves)');
  }
  const repository = new OrderRepository(deps.db);
  const fulfilment = new FulfilmentService(app.log);
  const orders = new OrderService({
    orders: repository,
    fulfilment,
    provider,
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  const events = new PaymentEventsService(repository, fulfilment, provider, app.log);
  await app.register(orderRoutes, { orders });
  await app.register(paymentRoutes, { orders, events, refunds: new RefundService(orders, fulfilment) });
  await app.register(webhookRoutes, { events });
  await app.register(learningRoutes, { learning: new LearningRepository(deps.db) });
  if (provider instanceof SandboxProvider) {
    await app.register(sandboxCheckoutRoutes, {
      provider,
      orders: repository,
      publicUrl: deps.config.publicUrl,
      webhookDelayMs: deps.config.payments.sandbox.webhookDelayMs,
    });
  }
};
