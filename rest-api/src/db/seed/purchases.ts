import { ProductId } from '@finx/domain';

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
