/**
 * Order pricing and coupon rules, in integer paise. Pure: the repository loads the catalogue prices,
 * the coupon and its redemption counts, and this module decides. Rules:
 * - an item's price is the catalogue's (free products 0); payable items are those above 0;
 * - a coupon must be active and inside validFrom..validUntil (before validFrom reads as invalid);
 * - uses (paid orders, and payments in progress holding the coupon) must be below maxRedemptions
 *   overall and perLearnerLimit for the learner;
 * - it applies to payable items in productIds (null: every payable item), at least one must match;
 * - the payable subtotal (all payable items) must reach minOrderPaise;
 * - PERCENT takes floor(price * pct / 100) per eligible item, the sum capped by maxDiscountPaise;
 *   FLAT takes min(amount, eligible subtotal); a capped or flat amount is shared across the eligible
 *   items in proportion, the paise left by rounding down going to the first items, so lines sum exactly
 *   and no line is discounted below 0.
 */

export interface PriceLine {
  productId: number;
  pricePaise: number;
}

export interface CouponRule {
  code: string;
  kind: 'PERCENT' | 'FLAT';
  /** Whole percent for PERCENT, paise for FLAT. */
  amount: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  productIds: readonly number[] | null;
  validFrom: Date;
  validUntil: Date;
  maxRedemptions: number | null;
  perLearnerLimit: number;
  active: boolean;
}

export interface CouponUsage {
  /** Paid orders that used the coupon and payments in progress that hold it, by anyone. */
  total: number;
  /** The same, of this learner. */
  byLearner: number;
}

export type CouponRefusal =
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_EXHAUSTED'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_MIN_ORDER';

export interface PricedLine extends PriceLine {
  discountPaise: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totalItemPaise: number;
  discountPaise: number;
  totalOrderPaise: number;
  couponCode: string | null;
}

export type PricingOutcome = { ok: true; order: PricedOrder } | { ok: false; reason: CouponRefusal };

export interface AppliedCoupon {
  rule: CouponRule | null;
  usage: CouponUsage;
  now: Date;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Shares `amount` across `weights` in proportion, rounding down, then one paisa each to the first lines
 * until the sum is exact. amount must not exceed the sum of the weights, so no share exceeds its weight.
 */
export const allocate = (amount: number, weights: readonly number[]): number[] => {
  const whole = sum(weights);
  if (amount <= 0 || whole === 0) return weights.map(() => 0);
  if (amount >= whole) return [...weights];
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  let left = amount - sum(shares);
  for (let i = 0; left > 0 && i < shares.length; i += 1) {
    if ((shares[i] ?? 0) < (weights[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
};

/** Whether one more use would pass the coupon's limits: overall first, then the learner's own. */
export const limitRefusal = (
  rule: Pick<CouponRule, 'maxRedemptions' | 'perLearnerLimit'>,
  usage: CouponUsage,
): 'COUPON_EXHAUSTED' | 'COUPON_ALREADY_USED' | null => {
  if (rule.maxRedemptions !== null && usage.total >= rule.maxRedemptions) return 'COUPON_EXHAUSTED';
  if (usage.byLearner >= rule.perLearnerLimit) return 'COUPON_ALREADY_USED';
  return null;
};

/** Why a coupon cannot be used on these lines, or null when it can. */
export const couponRefusal = (
  lines: readonly PriceLine[],
  { rule, usage, now }: AppliedCoupon,
): CouponRefusal | null => {
  if (!rule?.active || now < rule.validFrom) return 'COUPON_INVALID';
  if (now > rule.validUntil) return 'COUPON_EXPIRED';
  const limit = limitRefusal(rule, usage);
  if (limit) return limit;
  const payable = lines.filter((line) => line.pricePaise > 0);
  if (!payable.some((line) => appliesTo(rule, line))) return 'COUPON_NOT_APPLICABLE';
  if (sum(payable.map((line) => line.pricePaise)) < rule.minOrderPaise) return 'COUPON_MIN_ORDER';
  return null;
};

const appliesTo = (rule: CouponRule, line: PriceLine): boolean =>
  line.pricePaise > 0 && (rule.productIds === null || rule.productIds.includes(line.productId));

const discounts = (rule: CouponRule, lines: readonly PriceLine[]): number[] => {
  const eligible = lines.map((line) => (appliesTo(rule, line) ? line.pricePaise : 0));
  if (rule.kind === 'FLAT') return allocate(Math.min(rule.amount, sum(eligible)), eligible);
  const raw = eligible.map((price) => Math.floor((price * rule.amount) / 100));
  const total = sum(raw);
  if (rule.maxDiscountPaise === null || total <= rule.maxDiscountPaise) return raw;
  return allocate(rule.maxDiscountPaise, raw);
};

/** Prices the lines, with the coupon when one is given; a coupon that cannot be used is a refusal. */
export const priceOrder = (lines: readonly PriceLine[], coupon?: AppliedCoupon): PricingOutcome => {
  let lineDiscounts = lines.map(() => 0);
  if (coupon) {
    const refusal = couponRefusal(lines, coupon);
    if (refusal || !coupon.rule) return { ok: false, reason: refusal ?? 'COUPON_INVALID' };
    lineDiscounts = discounts(coupon.rule, lines);
  }
  const priced = lines.map((line, i) => ({ ...line, discountPaise: lineDiscounts[i] ?? 0 }));
  const totalItemPaise = sum(priced.map((line) => line.pricePaise));
  const discountPaise = sum(priced.map((line) => line.discountPaise));
  return {
    ok: true,
    order: {
      lines: priced,
      totalItemPaise,
      discountPaise,
      totalOrderPaise: Math.max(0, totalItemPaise - discountPaise),
      couponCode: coupon?.rule?.code ?? null,
    },
  };
};
