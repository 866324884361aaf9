import { COUPON_NONE, ProductId } from '@finx/domain';
import type { Transaction } from '../database';
import { couponRedemptions, enrolments, orderItems, orders, paymentEvents } from '../schema/checkout';
import { DEMO_COUPONS } from './coupons';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;

/**
 * Seeded purchases, with ids below the generated range (700001 up). Each product differs from what the
 * demo learner has in the cart or wishlist (learner-activity.ts), so buying those in a test is unaffected.
 */
export const DEMO_PURCHASES = {
  /** Priya (1001) bought Retail Banking Operations; its access ends in 7 days (alert 4 says so). */
  learnerPaid: { orderId: 600_001, productId: 3001, pricePaise: 499_900 },
  /** Priya also left a checkout unpaid: the order stays Initiated, so her mobile answers FC-04. */
  learnerPending: { orderId: 600_002, productId: 3002, pricePaise: 749_900 },
  /** Arjun (1005) bought FEAT with LIMITED1 (its one redemption) and scored 72: he may buy CFX. */
  secondLearnerFeat: {
    orderId: 600_003,
    productId: ProductId.FEAT,
    pricePaise: 100_000,
    discountPaise: 20_000,
    score: 72,
  },
} as const;

export const seedPurchases = async (tx: Transaction, now: number): Promise<void> => {
  const learner = DEMO_ACCOUNTS.learner.partyId;
  const arjun = DEMO_ACCOUNTS.secondLearner.partyId;
  const { learnerPaid, learnerPending, secondLearnerFeat } = DEMO_PURCHASES;
  const paidAt = new Date(now - 10 * DAY);
  const featPaidAt = new Date(now - 20 * DAY);
  const featTotal = secondLearnerFeat.pricePaise - secondLearnerFeat.discountPaise;

  await tx
    .insert(orders)
    .values([
      {
        orderId: learnerPaid.orderId,
        partyId: learner,
        placedAt: paidAt,
        totalItemPaise: learnerPaid.pricePaise,
        totalOrderPaise: learnerPaid.pricePaise,
        paymentStatus: 'Paid',
        provider: 'SANDBOX',
        providerOrderId: 'order_sbx_seed600001',
        providerPaymentId: 'pay_sbx_seed600001',
        paidAt,
        fulfilledAt: paidAt,
      },
      {
        orderId: learnerPending.orderId,
        partyId: learner,
        placedAt: new Date(now - 2 * DAY),
        totalItemPaise: learnerPending.pricePaise,
        totalOrderPaise: learnerPending.pricePaise,
        paymentStatus: 'Initiated',
      },
      {
        orderId: secondLearnerFeat.orderId,
        partyId: arjun,
        placedAt: featPaidAt,
        totalItemPaise: secondLearnerFeat.pricePaise,
        discountPaise: secondLearnerFeat.discountPaise,
        totalOrderPaise: featTotal,
        couponCode: DEMO_COUPONS.limited,
        paymentStatus: 'Paid',
        provider: 'SANDBOX',
        providerOrderId: 'order_sbx_seed600003',
        providerPaymentId: 'pay_sbx_seed600003',
        paidAt: featPaidAt,
        fulfilledAt: featPaidAt,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(orderItems)
    .values(
      [
        {
          orderId: learnerPaid.orderId,
          productId: learnerPaid.productId,
          pricePaise: learnerPaid.pricePaise,
        },
        {
          orderId: learnerPending.orderId,
          productId: learnerPending.productId,
          pricePaise: learnerPending.pricePaise,
        },
        {
          orderId: secondLearnerFeat.orderId,
          productId: secondLearnerFeat.productId,
          pricePaise: secondLearnerFeat.pricePaise,
          discountPaise: secondLearnerFeat.discountPaise,
          couponApplied: DEMO_COUPONS.limited,
        },
      ].map((item) => ({ couponApplied: COUPON_NONE, ...item })),
    )
    .onConflictDoNothing();
  await tx
    .insert(enrolments)
    .values([
      {
        partyId: learner,
        productId: learnerPaid.productId,
        orderId: learnerPaid.orderId,
        source: 'ORDER',
        enrolledAt: paidAt,
        validUntil: new Date(now + 7 * DAY),
      },
      {
        partyId: arjun,
        productId: secondLearnerFeat.productId,
        orderId: secondLearnerFeat.orderId,
        source: 'ORDER',
        enrolledAt: featPaidAt,
        completedAt: new Date(now - 15 * DAY),
        score: secondLearnerFeat.score,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(couponRedemptions)
    .values({
      orderId: secondLearnerFeat.orderId,
      couponCode: DEMO_COUPONS.limited,
      partyId: arjun,
      discountPaise: secondLearnerFeat.discountPaise,
      redeemedAt: featPaidAt,
    })
    .onConflictDoNothing();
  await tx
    .insert(paymentEvents)
    .values(
      [learnerPaid.orderId, secondLearnerFeat.orderId].map((orderId) => ({
        orderId,
        source: 'WEBHOOK' as const,
        eventKey: `seed:${orderId}`,
        providerPaymentId: `pay_sbx_seed${orderId}`,
        signatureValid: true,
        outcome: 'FULFILLED',
        detail: 'seeded',
        receivedAt: orderId === learnerPaid.orderId ? paidAt : featPaidAt,
      })),
    )
    .onConflictDoNothing();
};
