import type { UpstreamClient } from '../upstream/upstream.client';
import { CheckoutResolver, OrderItemResolver } from './checkout/checkout.resolver';
import { CheckoutSource } from './checkout/checkout.source';
import { ConsentResolver } from './consent/consent.resolver';
import { ConsentSource } from './consent/consent.source';
import { FeedbackResolver } from './feedback/feedback.resolver';
import { FeedbackSource } from './feedback/feedback.source';
import { OrdersResolver, ProductOwnedResolver } from './orders/orders.resolver';
import { OrdersSource } from './orders/orders.source';
import { PasswordsResolver } from './passwords/passwords.resolver';
import { PasswordsSource } from './passwords/passwords.source';
import { SessionResolver } from './session/session.resolver';
import { MaintenanceSource } from './session/maintenance.source';
import { TourResolver } from './tour/tour.resolver';
import { TourSource } from './tour/tour.source';

/**
 * The account modules (passwords, session, feedback, tour, consent) and the learner's orders (checkout,
 * orders): listed once, wired in two lines.
 */
export const ACCOUNT_RESOLVERS = [
  PasswordsResolver,
  SessionResolver,
  FeedbackResolver,
  TourResolver,
  ConsentResolver,
  CheckoutResolver,
  OrderItemResolver,
  OrdersResolver,
  ProductOwnedResolver,
] as const;

export interface AccountSources {
  passwords: PasswordsSource;
  maintenance: MaintenanceSource;
  feedback: FeedbackSource;
  tour: TourSource;
  consent: ConsentSource;
  checkout: CheckoutSource;
  orders: OrdersSource;
}

export const createAccountSources = (upstream: UpstreamClient): AccountSources => ({
  passwords: new PasswordsSource(upstream),
  maintenance: new MaintenanceSource(upstream),
  feedback: new FeedbackSource(upstream),
  tour: new TourSource(upstream),
  consent: new ConsentSource(upstream),
  checkout: new CheckoutSource(upstream),
  orders: new OrdersSource(upstream),
});
