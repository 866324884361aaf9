import { DISCOUNT_LIST_MAX_PAGE_SIZE, DiscountSortField, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { DiscountsSource } from './discounts.source';
import { Discount, DiscountInput, DiscountPage, DiscountPayload, DiscountProduct } from './discounts.types';

type Context = RequestContext<{ discounts: DiscountsSource }>;

/** Staff discount management (issue 13 item 3): /discount-list, /add-discount, /edit-discount, /clone-discount. */
@Resolver()
export class DiscountsResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => DiscountPage, {
    description: 'Staff: every discount, searched, sorted and paged (coupon/all).',
  })
  discounts(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Code or description.' })
    search: string | null,
    @Arg('sort', () => DiscountSortField, { defaultValue: DiscountSortField.CREATED })
    sort: DiscountSortField,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${DISCOUNT_LIST_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<DiscountPage> {
    return ctx.sources.discounts.list({ search, sort, descending, page, limit });
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => Discount, { nullable: true, description: 'Staff: one discount by its code (getDetailsOnId).' })
  discount(@Ctx() ctx: Context, @Arg('code', () => String) code: string): Promise<Discount | null> {
    return ctx.sources.discounts.one(code);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [DiscountProduct], {
    description: 'Staff: the products a discount may name (associatedProducts).',
  })
  discountProducts(@Ctx() ctx: Context): Promise<DiscountProduct[]> {
    return ctx.sources.discounts.products();
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => DiscountPayload, { description: 'Staff: a new discount (/add-discount, /clone-discount).' })
  createDiscount(
    @Ctx() ctx: Context,
    @Arg('input', () => DiscountInput) input: DiscountInput,
  ): Promise<DiscountPayload> {
    return ctx.sources.discounts.save(null, input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => DiscountPayload, {
    description: 'Staff: a discount changed (/edit-discount); its code stays.',
  })
  updateDiscount(
    @Ctx() ctx: Context,
    @Arg('code', () => String) code: string,
    @Arg('input', () => DiscountInput) input: DiscountInput,
  ): Promise<DiscountPayload> {
    return ctx.sources.discounts.save(code, input);
  }
}
