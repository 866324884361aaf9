import { COUPON_NONE } from '@finx/domain';
import type { Transaction } from '../../db/database';
import {
  couponRedemptions,
  coupons,
  enrolments,
  orderItems,
  orders,
  paymentEvents,
} from '../../db/schema/checkout';
import { cfxHolderEnrolments } from '../../db/seed/cfx-holder';
import { COUPON_ROWS, DEMO_COUPONS } from '../../db/seed/coupons';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { DEMO_PURCHASES } from '../../db/seed/purchases';

const DAY = 86_400_000;

/** The demo coupons, the seeded purchases (DEMO_PURCHASES) and the CFX holder's granted enrolments. */
export const checkoutSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx.insert(coupons).values(COUPON_ROWS).onConflictDoNothing();
    await seedPurchases(tx, now);
    // After the purchases': enrolment ids follow the order they are written in.
    await tx.insert(enrolments).values(cfxHolderEnrolments(now)).onConflictDoNothing();
  },
};

/** Each purchase as checkout leaves it: the order, its items, the enrolment, the coupon's use, the event. */
const seedPurchases = async (tx: Transaction, now: number): Promise<void> => {
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
