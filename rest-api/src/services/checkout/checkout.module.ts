import { registerFormBodies } from '../../http/form-body.parser';
import {
  createPaymentProvider,
  createWalletProvider,
} from '../../providers/payments/choose-payment-provider';
import { SandboxPaytmProvider } from '../../providers/payments/sandbox-paytm.provider';
import { SandboxProvider } from '../../providers/payments/sandbox.provider';
import type { FastifyBaseLogger } from 'fastify';
import { defineFeature, type Infrastructure } from '../feature-module';
import { createLearningService } from '../learning/learning.module';
import { createOrdersService } from '../orders/orders.module';
import { CheckoutRepository } from './checkout.repository';
import { checkoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';
import { FulfilmentRepository } from './fulfilment.repository';
import { FulfilmentService } from './fulfilment.service';
import { paymentEventsRoutes } from './payment-events.routes';
import { PaymentEventsService } from './payment-events.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { SandboxCheckoutService } from './sandbox-checkout.service';
import { checkoutSeed } from './checkout.seed';
import { paymentStatusCheckRoutes } from './payment-status-check.routes';
import { PaymentStatusCheckService } from './payment-status-check.service';
import { paytmEventsRoutes } from './paytm-events.routes';
import { PaytmEventsService } from './paytm-events.service';
import { sandboxPaytmRefundRoutes } from './sandbox-paytm-refund.routes';
import { sandboxPaytmRoutes } from './sandbox-paytm.routes';
import { WalletHandoffService } from './wallet-handoff.service';

/** The order states a payment may still settle (the bulk payment upload looks for them). */
export { PAYABLE_STATES } from './fulfilment.service';

/**
 * The checkout's service on its own, for features that settle orders the way checkout does (the bulk
 * payment upload records offline payments through it, so fulfilment stays exactly-once in one place).
 */
export const createCheckoutService = (
  infrastructure: Infrastructure,
  log: FastifyBaseLogger,
  paytm = createWalletProvider(infrastructure.config),
) => {
  const checkout = new CheckoutRepository(infrastructure.db);
  const orders = createOrdersService(infrastructure);
  const fulfilment = new FulfilmentService(new FulfilmentRepository(), log);
  const { transaction } = infrastructure;
  return new CheckoutService({
    checkout,
    orders,
    fulfilment,
    purchases: createLearningService(infrastructure),
    provider: createPaymentProvider(infrastructure.config),
    wallet: new WalletHandoffService({ checkout, orders, fulfilment, paytm, transaction, log }),
    transaction,
    log,
  });
};

/**
 * Commerce after the cart (`001 §4`, §7 Payment): orders and coupons, the payment hand-off, the
 * provider's callbacks and webhooks, free and offline payments, fulfilment, and the sandbox's hosted
 * page when the sandbox is the provider.
 */
export const checkoutModule = defineFeature({
  name: 'checkout',
  seed: checkoutSeed,
  register: async (app, infrastructure) => {
    const { db, config, transaction } = infrastructure;
    const provider = createPaymentProvider(config);
    const paytm = createWalletProvider(config);
    if (provider instanceof SandboxProvider && config.nodeEnv === 'production') {
      app.log.warn('payments: no Razorpay keys, the sandbox takes card payments (no real money moves)');
    }
    if (paytm instanceof SandboxPaytmProvider && config.nodeEnv === 'production') {
      app.log.warn('payments: no Paytm keys, the sandbox takes wallet payments (no real money moves)');
    }
    const checkout = new CheckoutRepository(db);
    const orders = createOrdersService(infrastructure);
    const fulfilment = new FulfilmentService(new FulfilmentRepository(), app.log);
    const log = app.log;
    const service = new CheckoutService({
      checkout,
      orders,
      fulfilment,
      purchases: createLearningService(infrastructure),
      provider,
      wallet: new WalletHandoffService({ checkout, orders, fulfilment, paytm, transaction, log }),
      transaction,
      log,
    });
    const events = new PaymentEventsService({ checkout, orders, fulfilment, provider, transaction, log });
    const paytmEvents = new PaytmEventsService({ checkout, orders, fulfilment, paytm, transaction, log });

    // The gateway forwards the provider's callback as JSON; a provider posting straight here, and the
    // sandbox's pages, send plain forms.
    registerFormBodies(app);
    checkoutRoutes(app, service, config.publicUrl);
    await paymentEventsRoutes(app, events);
    paytmEventsRoutes(app, paytmEvents, orders);
    paymentStatusCheckRoutes(
      app,
      new PaymentStatusCheckService({
        checkout,
        orders,
        card: { events, provider },
        wallet: { events: paytmEvents, provider: paytm },
      }),
    );
    if (provider instanceof SandboxProvider) {
      const sandbox = new SandboxCheckoutService(checkout, provider);
      sandboxCheckoutRoutes(app, sandbox, {
        webhookDelayMs: config.payments.sandbox.webhookDelayMs,
        publicUrl: config.publicUrl,
      });
    }
    if (paytm instanceof SandboxPaytmProvider) {
      const { webhookDelayMs } = config.payments.sandbox;
      sandboxPaytmRoutes(app, paytm, orders, { webhookDelayMs, publicUrl: config.publicUrl });
      await sandboxPaytmRefundRoutes(app, paytm);
    }
  },
});
