import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CheckoutPage = lazyPage(() => import('./checkout-page'));
const WalletPage = lazyPage(() => import('./wallet-page'));
const ThankYouPage = lazyPage(() => import('./thank-you-page'));
const PaymentErrorPage = lazyPage(() => import('./payment-error-page'));

/**
 * Open to any signed-in user in the spec's route table; the data behind them is the learner's own, so
 * they sit in the learner frame and the server refuses anyone else.
 */
export const checkoutRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CHECKOUT, frame: 'learner', element: <CheckoutPage /> },
  { path: ClientPath.WALLET, frame: 'learner', element: <WalletPage /> },
  { path: ClientPath.THANK_YOU, frame: 'learner', element: <ThankYouPage /> },
  { path: ClientPath.PAYMENT_ERROR, frame: 'learner', element: <PaymentErrorPage /> },
];
