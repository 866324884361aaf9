import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import type { PaytmGateway } from './paytm-provider';
import { PaytmProvider } from './paytm.provider';
import { RazorpayProvider } from './razorpay.provider';
import { SandboxPaytmProvider } from './sandbox-paytm.provider';
import { SandboxProvider } from './sandbox.provider';

type PaymentsConfig = Pick<Config, 'payments'>;

// One provider of each kind per configuration (that is, per app): the sandboxes keep what they were
// told in memory (a payment's outcome, a refund), and the checkout, the orders' refunds and the staff
// status check must all ask the same one.
const cards = new WeakMap<PaymentsConfig, PaymentProvider>();
const wallets = new WeakMap<PaymentsConfig, PaytmGateway>();

/** Card: Razorpay when both keys are configured, otherwise the sandbox; never both for new payments. */
export const createPaymentProvider = (config: PaymentsConfig): PaymentProvider => {
  const provider =
    cards.get(config) ??
    (config.payments.razorpay
      ? new RazorpayProvider(config.payments.razorpay)
      : new SandboxProvider(config.payments.sandbox));
  cards.set(config, provider);
  return provider;
};

/** Wallet: Paytm when its MID and merchant key are configured, otherwise the sandbox's Paytm flow. */
export const createWalletProvider = (config: PaymentsConfig): PaytmGateway => {
  const provider =
    wallets.get(config) ??
    (config.payments.paytm
      ? new PaytmProvider(config.payments.paytm)
      : new SandboxPaytmProvider(config.payments.sandbox));
  wallets.set(config, provider);
  return provider;
};
