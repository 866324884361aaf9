import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import type { PaytmGateway } from './paytm-provider';
import { PaytmProvider } from './paytm.provider';
import { RazorpayProvider } from './razorpay.provider';
import { SandboxPaytmProvider } from './sandbox-paytm.provider';
import { SandboxProvider } from './sandbox.provider';

/** Card: Razorpay when both keys are configured, otherwise the sandbox; never both for new payments. */
export const createPaymentProvider = (config: Pick<Config, 'payments'>): PaymentProvider =>
  config.payments.razorpay
    ? new RazorpayProvider(config.payments.razorpay)
    : new SandboxProvider(config.payments.sandbox);

/** Wallet: Paytm when its MID and merchant key are configured, otherwise the sandbox's Paytm flow. */
export const createWalletProvider = (config: Pick<Config, 'payments'>): PaytmGateway =>
  config.payments.paytm
    ? new PaytmProvider(config.payments.paytm)
    : new SandboxPaytmProvider(config.payments.sandbox);
