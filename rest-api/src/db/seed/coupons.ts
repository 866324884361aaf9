import { ProductId } from '@finx/domain';
import type { coupons } from '../schema/checkout';

type CouponRow = typeof coupons.$inferInsert;

const OPEN_FROM = new Date('2024-01-01T00:00:00+05:30');
const OPEN_UNTIL = new Date('2099-12-31T23:59:59+05:30');

/** Demo coupons, one per rule worth showing (codes are stored upper-case). */
export const DEMO_COUPONS = {
  welcome10: 'WELCOME10',
  flat200: 'FLAT200',
  featFree: 'CFXFEAT100',
  expired: 'EXPIRED50',
  limited: 'LIMITED1',
} as const;

export const COUPON_ROWS: CouponRow[] = [
  {
    code: DEMO_COUPONS.welcome10,
    description: '10% off your order, up to ₹500',
    kind: 'PERCENT',
    amount: 10,
    maxDiscountPaise: 50_000,
    validFrom: OPEN_FROM,
    validUntil: OPEN_UNTIL,
  },
  {
    code: DEMO_COUPONS.flat200,
    description: '₹200 off orders of ₹1,000 or more',
    kind: 'FLAT',
    amount: 20_000,
    minOrderPaise: 100_000,
    validFrom: OPEN_FROM,
    validUntil: OPEN_UNTIL,
  },
  {
    code: DEMO_COUPONS.featFree,
    description: 'The FEAT assessment free for CFX applicants',
    kind: 'PERCENT',
    amount: 100,
    productIds: [ProductId.FEAT],
    validFrom: OPEN_FROM,
    validUntil: OPEN_UNTIL,
  },
  {
    code: DEMO_COUPONS.expired,
    description: '50% off (ended 31/12/2024)',
    kind: 'PERCENT',
    amount: 50,
    validFrom: OPEN_FROM,
    validUntil: new Date('2024-12-31T23:59:59+05:30'),
  },
  {
    code: DEMO_COUPONS.limited,
    description: '20% off, one redemption only (already used)',
    kind: 'PERCENT',
    amount: 20,
    maxRedemptions: 1,
    validFrom: OPEN_FROM,
    validUntil: OPEN_UNTIL,
  },
];
