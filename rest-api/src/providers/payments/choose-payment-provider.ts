import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay.provider';
import { SandboxProvider } from './sandbox.provider';

/** Razorpay when both keys are configured, otherwise the sandbox; never both for new payments. */
export const createPaymentProvider = (config: Pick<Config, 'payments'>): PaymentProvider =>
  config.payments.razorpay
    ? new RazorpayProvider(config.payments.razorpay)
    : new SandboxProvider(config.payments.sandbox);
