import { describe, expect, it } from 'vitest';
import { allocate, type CouponRule, type PriceLine, priceOrder } from './coupon.pricing';

const NOW = new Date('2025-06-15T10:00:00Z');
const rule = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'TEST',
  kind: 'PERCENT',
  amount: 10,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  productIds: null,
  validFrom: new Date('2025-01-01T00:00:00Z'),
  validUntil: new Date('2025-12-31T00:00:00Z'),
  maxRedemptions: null,
  perLearnerLimit: 1,
  active: true,
  ...overrides,
});
const unused = { total: 0, byLearner: 0 };
const lines: PriceLine[] = [
  { productId: 1, pricePaise: 499_900 },
  { productId: 2, pricePaise: 0 },
  { productId: 3, pricePaise: 299_999 },
];
const apply = (overrides: Partial<CouponRule>, on = lines, usage = unused) =>
  priceOrder(on, { rule: rule(overrides), usage, now: NOW });

describe('priceOrder', () => {
  it('totals the catalogue prices in paise without a coupon', () => {
    const outcome = priceOrder(lines);
    expect(outcome).toEqual({
      ok: true,
      order: {
        lines: lines.map((line) => ({ ...line, discountPaise: 0 })),
        totalItemPaise: 799_899,
        discountPaise: 0,
        totalOrderPaise: 799_899,
        couponCode: null,
      },
    });
  });

  it('takes a percentage per payable item, rounding each down', () => {
    const outcome = apply({});
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.order.lines.map((line) => line.discountPaise)).toEqual([49_990, 0, 29_999]);
    expect(outcome.order.discountPaise).toBe(79_989);
    expect(outcome.order.totalOrderPaise).toBe(799_899 - 79_989);
    expect(outcome.order.couponCode).toBe('TEST');
  });

  it('caps a percentage and shares the cap in proportion, remainder to the first items', () => {
    const outcome = apply({ maxDiscountPaise: 50_000 });
    if (!outcome.ok) throw new Error(outcome.reason);
    const shares = outcome.order.lines.map((line) => line.discountPaise);
    // floor(50000*49990/79989)=31248 and floor(50000*29999/79989)=18751; the paisa left goes to the first.
    expect(shares).toEqual([31_249, 0, 18_751]);
    expect(outcome.order.discountPaise).toBe(50_000);
  });

  it('takes a flat amount shared in proportion, never more than the eligible items cost', () => {
    const flat = apply({ kind: 'FLAT', amount: 20_000 });
    if (!flat.ok) throw new Error(flat.reason);
    expect(flat.order.lines.map((line) => line.discountPaise)).toEqual([12_500, 0, 7_500]);
    const huge = apply({ kind: 'FLAT', amount: 10_000_000 });
    if (!huge.ok) throw new Error(huge.reason);
    expect(huge.order.totalOrderPaise).toBe(0);
    expect(huge.order.lines.map((line) => line.discountPaise)).toEqual([499_900, 0, 299_999]);
  });

  it('discounts only the products the coupon names', () => {
    const outcome = apply({ amount: 100, productIds: [3] });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.order.lines.map((line) => line.discountPaise)).toEqual([0, 0, 299_999]);
    expect(outcome.order.totalOrderPaise).toBe(499_900);
  });

  it.each([
    ['inactive', { active: false }, unused, 'COUPON_INVALID'],
    ['not yet valid', { validFrom: new Date('2025-07-01T00:00:00Z') }, unused, 'COUPON_INVALID'],
    ['expired', { validUntil: new Date('2025-06-01T00:00:00Z') }, unused, 'COUPON_EXPIRED'],
    ['used up', { maxRedemptions: 3 }, { total: 3, byLearner: 0 }, 'COUPON_EXHAUSTED'],
    ['used by this learner', { perLearnerLimit: 1 }, { total: 1, byLearner: 1 }, 'COUPON_ALREADY_USED'],
    ['for other products', { productIds: [2, 99] }, unused, 'COUPON_NOT_APPLICABLE'],
    ['below the minimum', { minOrderPaise: 800_000 }, unused, 'COUPON_MIN_ORDER'],
  ] as const)('refuses a coupon %s', (_, overrides, usage, reason) => {
    expect(apply(overrides, lines, usage)).toEqual({ ok: false, reason });
  });

  it('refuses a coupon one second after its expiry and accepts it one second before', () => {
    // The last millisecond of 30 June in India time, as a discount's last day is stored.
    const validUntil = new Date('2025-06-30T23:59:59.999+05:30');
    const at = (offsetMs: number) =>
      priceOrder(lines, {
        rule: rule({ validUntil }),
        usage: unused,
        now: new Date(validUntil.getTime() + offsetMs),
      });
    expect(at(1_000)).toEqual({ ok: false, reason: 'COUPON_EXPIRED' });
    expect(at(-1_000)).toEqual({ ok: true, order: expect.objectContaining({ couponCode: 'TEST' }) });
    expect(at(0)).toEqual({ ok: true, order: expect.objectContaining({ couponCode: 'TEST' }) });
  });

  it('refuses a coupon that does not exist', () => {
    expect(priceOrder(lines, { rule: null, usage: unused, now: NOW })).toEqual({
      ok: false,
      reason: 'COUPON_INVALID',
    });
  });

  it('counts only payable items toward the minimum and the match', () => {
    const freeOnly = [{ productId: 2, pricePaise: 0 }];
    expect(apply({}, freeOnly)).toEqual({ ok: false, reason: 'COUPON_NOT_APPLICABLE' });
    expect(apply({ minOrderPaise: 499_901, productIds: [1] }, lines)).toEqual({
      ok: true,
      order: expect.anything(),
    });
  });
});

describe('allocate', () => {
  it('always sums exactly and never exceeds a weight', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const weights = Array.from(
        { length: (seed % 7) + 1 },
        (_, i) => ((seed * 7919 * (i + 3)) % 100_000) + 1,
      );
      const whole = weights.reduce((a, b) => a + b, 0);
      const amount = (seed * 104_729) % (whole + 1);
      const shares = allocate(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });

  it('gives the rounding remainder to the first items', () => {
    expect(allocate(10, [10, 10, 10])).toEqual([4, 3, 3]);
  });
});
