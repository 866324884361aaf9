import { PaymentOutcome, PaymentProvider, PaymentReportSort } from '@finx/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderSummary } from '../checkout/checkout.types';
import { UserError } from '../shared/user-error.types';

registerEnumType(PaymentOutcome, {
  name: 'PaymentOutcome',
  description: 'What a provider’s report did to an order: paid it, found it paid, failed it, or nothing yet.',
});

registerEnumType(PaymentReportSort, {
  name: 'PaymentReportSort',
  description: 'The columns the staff payment report sorts by: placed date (the default) or amount.',
});

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

/** Staff asked the provider how an order's payment stands (checkPaymentNow). */
@ObjectType()
export class PaymentCheckPayload {
  @Field(() => PaymentReportRow, {
    nullable: true,
    description: 'The order’s report row after the answer; null when refused.',
  })
  row!: PaymentReportRow | null;

  @Field(() => PaymentProvider, {
    nullable: true,
    description: 'The provider asked; null when there was none.',
  })
  askedProvider!: PaymentProvider | null;

  @Field(() => PaymentOutcome, {
    nullable: true,
    description: 'What its answer did (PENDING: nothing settled yet); null when it could not say.',
  })
  outcome!: PaymentOutcome | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
