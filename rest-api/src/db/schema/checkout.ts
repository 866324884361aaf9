import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Spelled as the spec shows them (`001 §4`: paymentStatus starts as Initiated). */
export const ORDER_STATUSES = ['Initiated', 'Paid', 'Failed', 'Refunded', 'Cancelled'] as const;
export const PAYMENT_PROVIDERS = [
  'SANDBOX',
  'RAZORPAY',
  'PAYTM',
  'SANDBOX_PAYTM',
  'OFFLINE',
  'FREE',
] as const;
export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;

/**
 * Coupons. Money is integer paise; a percentage is whole percent. `productIds` null means the coupon
 * applies to every payable item of an order. Its limits count paid orders (`coupon_redemptions`) and
 * payments in progress (`coupon_reservations`).
 */
export const coupons = pgTable(
  'coupons',
  {
    // Stored upper-case: codes are typed by people and compared case-insensitively.
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Whole percent (1-100) for PERCENT, paise for FLAT. */
    amount: integer('amount').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    productIds: integer('product_ids').array(),
    validFrom: stamp('valid_from').notNull(),
    validUntil: stamp('valid_until').notNull(),
    maxRedemptions: integer('max_redemptions'),
    perLearnerLimit: integer('per_learner_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coupons_amount_ck', sql`${table.amount} > 0`),
    check('coupons_percent_ck', sql`${table.kind} <> 'PERCENT' or ${table.amount} <= 100`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 700_001 }),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    placedAt: stamp('placed_at').notNull().defaultNow(),
    totalItemPaise: integer('total_item_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalOrderPaise: integer('total_order_paise').notNull(),
    couponCode: text('coupon_code').references(() => coupons.code),
    paymentStatus: text('payment_status', { enum: ORDER_STATUSES }).notNull().default('Initiated'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: stamp('paid_at'),
    failedAt: stamp('failed_at'),
    failureReason: text('failure_reason'),
    /** Set in the same transaction that marks the order paid; fulfilment happens once, with it. */
    fulfilledAt: stamp('fulfilled_at'),
    /** Staff who recorded an offline payment or a refund. */
    recordedBy: integer('recorded_by'),
    refundedAt: stamp('refunded_at'),
    refundNote: text('refund_note'),
    /** When the learner cancelled the unpaid order; a Cancelled order is never paid. */
    cancelledAt: stamp('cancelled_at'),
  },
  (table) => [
    index('orders_party_idx').on(table.partyId, table.placedAt),
    // The staff payment report's order (newest first, the id breaking ties): its first page reads ten
    // index entries instead of sorting a million orders (docs/decisions/scale.md).
    index('orders_placed_idx').on(table.placedAt, table.orderId),
    uniqueIndex('orders_provider_order_uq').on(table.providerOrderId),
    uniqueIndex('orders_provider_payment_uq').on(table.providerPaymentId),
    check(
      'orders_totals_ck',
      sql`${table.totalOrderPaise} = ${table.totalItemPaise} - ${table.discountPaise}`,
    ),
    check('orders_non_negative_ck', sql`${table.totalOrderPaise} >= 0 and ${table.discountPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    /** The catalogue price when the order was placed; later price changes do not touch it. */
    pricePaise: integer('price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon code applied to this item, or the spec's ZERO. */
    couponApplied: text('coupon_applied').notNull().default('ZERO'),
  },
  (table) => [unique('order_items_order_product_uq').on(table.orderId, table.productId)],
);

/** Every callback and webhook received, verified or not: the audit trail and the replay guard. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').references(() => orders.orderId),
    // INITIATE: a Paytm transaction was started (its order id, for the status query); STATUS: Paytm's
    // Transaction Status API answered. Plain text in the database: no migration for a new source.
    source: text('source', {
      enum: ['CALLBACK', 'WEBHOOK', 'OFFLINE', 'FREE', 'REFUND', 'INITIATE', 'STATUS'],
    }).notNull(),
    /** The provider's event id (webhook) or `callback:<payment id>`; a replayed event is recorded once. */
    eventKey: text('event_key'),
    providerPaymentId: text('provider_payment_id'),
    signatureValid: boolean('signature_valid').notNull(),
    /** What the event did: FULFILLED, ALREADY_PAID, FAILED, REJECTED, IGNORED, REFUNDED. */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    payload: jsonb('payload'),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_key_uq').on(table.eventKey),
    index('payment_events_order_idx').on(table.orderId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    partyId: integer('party_id').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    redeemedAt: stamp('redeemed_at').notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_code_idx').on(table.couponCode, table.partyId)],
);

/** STAFF: enrolled by staff without payment (/add-student-course, /add-course-student). */
export const ENROLMENT_SOURCES = ['ORDER', 'OFFLINE', 'FREE', 'SEED', 'STAFF'] as const;

/** Products registered to a learner ("My Learning"); one row per learner and product. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    orderId: integer('order_id').references(() => orders.orderId),
    source: text('source', { enum: ENROLMENT_SOURCES }).notNull(),
    enrolledAt: stamp('enrolled_at').notNull().defaultNow(),
    /** From the product's validity at enrolment; null means no end. */
    validUntil: stamp('valid_until'),
    completedAt: stamp('completed_at'),
    /** Assessment score; null until scored (`001 §5`: score null means In-Complete). */
    score: integer('score'),
  },
  (table) => [unique('enrolments_party_product_uq').on(table.partyId, table.productId)],
);
