import { DiscountsMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyCouponDocument,
  CheckoutDocument,
  CreateDiscountDocument,
  DiscountDocument,
  type DiscountInput,
  DiscountProductsDocument,
  DiscountsDocument,
  StaffAuditLogDocument,
  UpdateDiscountDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 3 through the real gateway and rest-api: staff discounts are the checkout's coupons.

/** The cheapest paid course (₹999). */
const CHEAP_COURSE = 3022;

const input = (change: Partial<DiscountInput> = {}): DiscountInput => ({
  code: 'GATEWAY30',
  description: '30% off the cheapest course',
  kind: 'PERCENT',
  amount: 30,
  maxDiscountRupees: null,
  minOrderRupees: 0,
  productIds: [CHEAP_COURSE],
  validFrom: '2025-01-01',
  validUntil: '2099-12-31',
  maxRedemptions: 5,
  perLearnerLimit: 1,
  active: true,
  ...change,
});

describe('gateway discounts (issue 13 item 3)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('refuses learners, the college officer and strangers on every call', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(DiscountsDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(CreateDiscountDocument, { input: input() }))).toEqual([
      'FORBIDDEN',
    ]);
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    expect(errorCodes(await tpo.graphql(DiscountProductsDocument))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(DiscountDocument, { code: 'WELCOME10' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('admin adds a discount, ops edit it, a learner gets it at checkout, and both changes are audited', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const products = (await admin.data(DiscountProductsDocument)).discountProducts;
    expect(products.map((product) => product.productId)).toContain(CHEAP_COURSE);

    const bad = (
      await admin.data(CreateDiscountDocument, { input: input({ amount: 120, validUntil: '2024-01-01' }) })
    ).createDiscount;
    expect(bad.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.amount', message: DiscountsMessage.PERCENT_MAX },
      { code: 'VALIDATION_FAILED', field: 'input.validUntil', message: DiscountsMessage.VALID_UNTIL_BEFORE },
    ]);
    const created = (await admin.data(CreateDiscountDocument, { input: input({ code: 'gateway30' }) }))
      .createDiscount;
    expect(created).toMatchObject({ userErrors: [], discount: { code: 'GATEWAY30', redemptions: 0 } });
    const taken = (await admin.data(CreateDiscountDocument, { input: input() })).createDiscount;
    expect(taken.userErrors).toEqual([
      expect.objectContaining({ code: 'DISCOUNT_CODE_TAKEN', field: 'input.code' }),
    ]);

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const edited = (
      await ops.data(UpdateDiscountDocument, { code: 'GATEWAY30', input: input({ amount: 40 }) })
    ).updateDiscount;
    expect(edited.discount).toMatchObject({ code: 'GATEWAY30', amount: 40 });
    const listed = (await ops.data(DiscountsDocument, { search: 'gateway' })).discounts;
    expect(listed).toMatchObject({
      totalRecords: 1,
      rows: [{ code: 'GATEWAY30', validUntil: '2099-12-31' }],
    });

    const learner = await loginAs(stack, LOAD_LEARNERS[38]!.email, { browser: 'learner' });
    const { order } = (await learner.data(CheckoutDocument, { productIds: [String(CHEAP_COURSE)] })).checkout;
    const applied = (
      await learner.data(ApplyCouponDocument, { orderId: String(order!.orderId), code: 'gateway30' })
    ).applyCoupon;
    // 40% of ₹999, on the course the discount names.
    expect(applied.userErrors).toEqual([]);
    expect(applied.order).toMatchObject({ couponCode: 'GATEWAY30', discount: 399.6, totalOrderPrice: 599.4 });

    const log = (await admin.data(StaffAuditLogDocument, { entityId: 'GATEWAY30' })).staffAuditLog;
    expect(log.rows.map((row) => row.action)).toEqual(['discount.update', 'discount.create']);
    expect(JSON.parse(log.rows[0]?.before ?? 'null')).toMatchObject({ amount: 30 });
  });
});
