import { DiscountKind, DiscountSortField } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(DiscountKind, {
  name: 'DiscountKind',
  description: 'A percentage of each associated price (PERCENT) or a flat amount in rupees (FLAT).',
});
registerEnumType(DiscountSortField, {
  name: 'DiscountSortField',
  description: 'The columns /discount-list sorts by.',
});

/** A discount: a coupon code the checkout applies with its own rules (validity, limits, products). */
@ObjectType()
export class Discount {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The coupon code learners type at checkout (upper-case).' })
  code!: string;

  @Field(() => String)
  description!: string;

  @Field(() => DiscountKind)
  kind!: DiscountKind;

  @Field(() => Int, { description: 'Whole percent (PERCENT) or rupees (FLAT).' })
  amount!: number;

  @Field(() => Int, { nullable: true, description: 'The most a percentage takes off an order, in rupees.' })
  maxDiscountRupees!: number | null;

  @Field(() => Int)
  minOrderRupees!: number;

  @Field(() => [Int], { nullable: true, description: 'Associated products; null: every payable product.' })
  productIds!: number[] | null;

  @Field(() => String, { description: 'ISO date, India time.' })
  validFrom!: string;

  @Field(() => String, { description: 'ISO date (inclusive), India time.' })
  validUntil!: string;

  @Field(() => Int, { nullable: true, description: 'Paid orders the code may be used on; null: no limit.' })
  maxRedemptions!: number | null;

  @Field(() => Int)
  perLearnerLimit!: number;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int, { description: 'Paid orders that used the code.' })
  redemptions!: number;

  @Field(() => String, { description: 'ISO date-time it was added.' })
  createdDate!: string;
}

@ObjectType()
export class DiscountPage {
  @Field(() => [Discount])
  rows!: Discount[];

  @Field(() => Int)
  totalRecords!: number;
}

/** A product a discount may be associated with. */
@ObjectType()
export class DiscountProduct {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Number)
  priceRupees!: number;
}

/** /add-discount, /edit-discount and /clone-discount. Money in whole rupees. */
@InputType()
export class DiscountInput {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  description!: string;

  @Field(() => DiscountKind)
  kind!: DiscountKind;

  @Field(() => Int)
  amount!: number;

  @Field(() => Int, { nullable: true })
  maxDiscountRupees?: number | null;

  @Field(() => Int, { defaultValue: 0 })
  minOrderRupees!: number;

  @Field(() => [Int], { nullable: true })
  productIds?: number[] | null;

  @Field(() => String, { description: 'ISO date.' })
  validFrom!: string;

  @Field(() => String, { description: 'ISO date.' })
  validUntil!: string;

  @Field(() => Int, { nullable: true })
  maxRedemptions?: number | null;

  @Field(() => Int, { defaultValue: 1 })
  perLearnerLimit!: number;

  @Field(() => Boolean, { defaultValue: true })
  active!: boolean;
}

@ObjectType()
export class DiscountPayload {
  @Field(() => Discount, { nullable: true })
  discount!: Discount | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
