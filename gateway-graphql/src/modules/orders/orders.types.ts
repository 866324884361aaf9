import { Field, Int, ObjectType } from 'type-graphql';
import { OrderSummary } from '../checkout/checkout.types';

/** A row of My Payment (/my-orders, `001 §2`): one order and how it was paid; `id` is `PaymentHistoryRow:<orderId>`. */
@ObjectType({ implements: OrderSummary })
export class PaymentHistoryRow extends OrderSummary {
  @Field(() => [String])
  productNames!: string[];
}

/** A row of the staff payment report (`001 §2` item 11): a learner's order; `id` is `PaymentReportRow:<orderId>`. */
@ObjectType({ implements: OrderSummary })
export class PaymentReportRow extends OrderSummary {
  @Field(() => [String])
  productNames!: string[];

  @Field(() => Int)
  studentPartyId!: number;

  @Field(() => String)
  studentName!: string;

  @Field(() => String)
  emailId!: string;
}

/** One page of the payment report and how many orders match the filters in all. */
@ObjectType()
export class PaymentReport {
  @Field(() => [PaymentReportRow])
  rows!: PaymentReportRow[];

  @Field(() => Int)
  totalRecords!: number;
}
