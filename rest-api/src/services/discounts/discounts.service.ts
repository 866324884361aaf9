import {
  type DiscountKind,
  type DiscountProductRow,
  type DiscountRow,
  discountSchema,
  type DiscountsReason,
  DiscountsReasons,
  ReasonCode,
  StaffAction,
} from '@finx/domain';
import type { Executor, RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CouponRecord,
  CouponWrite,
  DiscountListFilter,
  DiscountsRepository,
} from './discounts.repository';

const { refuse } = refusalsOf(DiscountsReasons);

/** India time: a discount runs from the first second of its first day to the last of its last day. */
const IST_OFFSET_MS = 330 * 60_000;
const startOfDay = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);
const endOfDay = (isoDate: string): Date => new Date(`${isoDate}T23:59:59.999+05:30`);
const isoDateOf = (instant: Date): string =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const rupees = (paise: number): number => Math.floor(paise / 100);

const toRow = (coupon: CouponRecord, redemptions: number): DiscountRow => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  // FLAT amounts are kept in paise like every sum of money; a percentage is whole percent.
  amount: coupon.kind === 'FLAT' ? rupees(coupon.amount) : coupon.amount,
  maxDiscountRupees: coupon.maxDiscountPaise === null ? null : rupees(coupon.maxDiscountPaise),
  minOrderRupees: rupees(coupon.minOrderPaise),
  productIds: coupon.productIds ?? null,
  validFrom: isoDateOf(coupon.validFrom),
  validUntil: isoDateOf(coupon.validUntil),
  maxRedemptions: coupon.maxRedemptions,
  perLearnerLimit: coupon.perLearnerLimit,
  active: coupon.active,
  redemptions,
  createdDate: coupon.createdAt.toISOString(),
});

/** What the audit log keeps of a discount, before and after: the coupon's rule, in the table's units. */
const ruleOf = (coupon: CouponWrite) => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  amount: coupon.amount,
  maxDiscountPaise: coupon.maxDiscountPaise ?? null,
  minOrderPaise: coupon.minOrderPaise ?? 0,
  productIds: coupon.productIds ?? null,
  validFrom: coupon.validFrom.toISOString(),
  validUntil: coupon.validUntil.toISOString(),
  maxRedemptions: coupon.maxRedemptions ?? null,
  perLearnerLimit: coupon.perLearnerLimit ?? 1,
  active: coupon.active ?? true,
});

export interface DiscountsServiceDeps {
  discounts: DiscountsRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * Staff discount management (issue 13 item 3). A discount is a row of the checkout's coupon table, so the
 * checkout's coupon pricing (`checkout/coupon.pricing.ts`: validity, usage limits, associated products,
 * minimum order, caps) applies it as saved: these screens write the rule, they never re-implement it.
 */
export class DiscountsService {
  constructor(private readonly deps: DiscountsServiceDeps) {}

  async list(filter: DiscountListFilter): Promise<{ rows: DiscountRow[]; total: number }> {
    const { rows, total } = await this.deps.discounts.list(filter);
    const used = await this.deps.discounts.redemptions(rows.map((row) => row.code));
    return { rows: rows.map((row) => toRow(row, used.get(row.code) ?? 0)), total };
  }

  async get(code: string): Promise<Outcome<DiscountRow, DiscountsReason>> {
    const coupon = await this.deps.discounts.find(code);
    if (!coupon) return refuse(ReasonCode.NOT_FOUND);
    const used = await this.deps.discounts.redemptions([coupon.code]);
    return accept(toRow(coupon, used.get(coupon.code) ?? 0));
  }

  /** allDiscounts: every discount (or the active ones) by code, unpaged. */
  async all(activeOnly: boolean): Promise<DiscountRow[]> {
    const rows = await this.deps.discounts.all(activeOnly);
    const used = await this.deps.discounts.redemptions(rows.map((row) => row.code));
    return rows.map((row) => toRow(row, used.get(row.code) ?? 0));
  }

  /** associatedProducts; allActiveVideos and allActiveCourses name the type. */
  async products(type?: 'COURSE' | 'VIDEO'): Promise<DiscountProductRow[]> {
    const rows = await this.deps.discounts.payableProducts(undefined, undefined, type);
    return rows.map((row) => ({ ...row, priceRupees: row.pricePaise / 100 }));
  }

  /** /add-discount and /clone-discount: a new code. */
  async create(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<DiscountRow, DiscountsReason> | InvalidField> {
    const checked = await this.checked(input);
    if (!checked.ok) return checked;
    const write = checked.value;
    return this.deps.transaction(async (tx): Promise<Outcome<DiscountRow, DiscountsReason>> => {
      if (!(await this.productsExist(tx, write.productIds)))
        return refuse(ReasonCode.DISCOUNT_PRODUCT_UNKNOWN);
      if (!(await this.deps.discounts.insert(tx, write))) return refuse(ReasonCode.DISCOUNT_CODE_TAKEN);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.DISCOUNT_CREATE,
        entityType: 'discount',
        entityId: write.code,
        before: null,
        after: ruleOf(write),
      });
      const saved = await this.deps.discounts.find(write.code, tx);
      return saved ? accept(toRow(saved, 0)) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  /** /edit-discount: the discount of `code` changed; its code stays (orders refer to it). */
  async update(
    actor: StaffActor,
    code: string,
    input: unknown,
  ): Promise<Outcome<DiscountRow, DiscountsReason> | InvalidField> {
    const checked = await this.checked(input);
    if (!checked.ok) return checked;
    const { code: _ignored, ...change } = checked.value;
    return this.deps.transaction(async (tx): Promise<Outcome<DiscountRow, DiscountsReason>> => {
      const before = await this.deps.discounts.findForUpdate(tx, code);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      if (!(await this.productsExist(tx, change.productIds)))
        return refuse(ReasonCode.DISCOUNT_PRODUCT_UNKNOWN);
      await this.deps.discounts.update(tx, code, change);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.DISCOUNT_UPDATE,
        entityType: 'discount',
        entityId: code,
        before: ruleOf(before),
        after: ruleOf({ ...change, code }),
      });
      const saved = await this.deps.discounts.find(code, tx);
      // Inside the transaction: PGlite has one connection, which the transaction holds.
      const used = await this.deps.discounts.redemptions([code], tx);
      return saved ? accept(toRow(saved, used.get(code) ?? 0)) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  /** The shared rules (the form's), then the table's units: paise and India-time instants. */
  private async checked(input: unknown): Promise<{ ok: true; value: CouponWrite } | InvalidField> {
    const checked = await checkSpecRules(discountSchema, input);
    if (!checked.ok) return checked;
    const v = checked.value;
    const kind: DiscountKind = v.kind;
    return {
      ok: true,
      value: {
        code: v.code,
        description: v.description,
        kind,
        amount: kind === 'FLAT' ? v.amount * 100 : v.amount,
        // A cap only bounds a percentage: a flat amount is its own cap.
        maxDiscountPaise: kind === 'PERCENT' && v.maxDiscountRupees ? v.maxDiscountRupees * 100 : null,
        minOrderPaise: (v.minOrderRupees ?? 0) * 100,
        productIds: v.productIds ? [...new Set(v.productIds)] : null,
        validFrom: startOfDay(v.validFrom),
        validUntil: endOfDay(v.validUntil),
        maxRedemptions: v.maxRedemptions ?? null,
        perLearnerLimit: v.perLearnerLimit,
        active: v.active,
      },
    };
  }

  private async productsExist(
    tx: Executor,
    productIds: readonly number[] | null | undefined,
  ): Promise<boolean> {
    if (!productIds) return true;
    const found = await this.deps.discounts.payableProducts(productIds, tx);
    return found.length === new Set(productIds).size;
  }
}
