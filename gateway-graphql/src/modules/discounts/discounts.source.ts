import {
  type DiscountProductRow,
  type DiscountRequest,
  type DiscountRow,
  type DiscountSortField,
  discountSchema,
  RestPath,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { listQuery } from '../shared/list-query';
import { refusalOf } from '../shared/user-errors';
import { SAVE_FIELDS } from './discounts.errors';
import type {
  Discount,
  DiscountInput,
  DiscountPage,
  DiscountPayload,
  DiscountProduct,
} from './discounts.types';

export interface DiscountListArgs {
  search: string | null;
  sort: DiscountSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const toDiscount = (row: DiscountRow): Discount => ({ id: `Discount:${row.code}`, ...row });

/** `001 §7` Discounts (coupon/all, getDetailsOnId, associatedProducts, discount), for admin and ops. */
export class DiscountsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async list(args: DiscountListArgs): Promise<DiscountPage> {
    const query = listQuery(args);
    const envelope = await this.upstream.request<never, DiscountRow>({
      method: 'GET',
      path: RestPath.DISCOUNT_LIST,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toDiscount), totalRecords: envelope.totalRecords ?? 0 };
  }

  async one(code: string): Promise<Discount | null> {
    const result = await this.upstream.call<DiscountRow>({
      method: 'GET',
      path: RestPath.DISCOUNT_DETAILS,
      query: { code },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toDiscount(row) : null;
  }

  async products(): Promise<DiscountProduct[]> {
    const envelope = await this.upstream.request<never, DiscountProductRow>({
      method: 'GET',
      path: RestPath.DISCOUNT_PRODUCTS,
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({ id: `DiscountProduct:${row.productId}`, ...row }));
  }

  /** A new code (`code` null), or the discount of `code` changed. The shared rules first, each on its field. */
  async save(code: string | null, input: DiscountInput): Promise<DiscountPayload> {
    const userErrors = schemaRuleErrors(discountSchema, input);
    if (userErrors.length > 0) return { discount: null, userErrors };
    const body: DiscountRequest = {
      code: input.code,
      description: input.description,
      kind: input.kind,
      amount: input.amount,
      maxDiscountRupees: input.maxDiscountRupees ?? null,
      minOrderRupees: input.minOrderRupees,
      productIds: input.productIds ?? null,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      maxRedemptions: input.maxRedemptions ?? null,
      perLearnerLimit: input.perLearnerLimit,
      active: input.active,
    };
    const result = await this.upstream.call<DiscountRow>({
      method: code === null ? 'POST' : 'PUT',
      path: RestPath.DISCOUNT_SAVE,
      ...(code === null ? {} : { query: { code } }),
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { discount: null, userErrors: [refusalOf(SAVE_FIELDS, result)] };
    const row = result.envelope.responseObject;
    return { discount: row ? toDiscount(row) : null, userErrors: [] };
  }
}
