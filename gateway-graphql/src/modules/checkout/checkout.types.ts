import { PaymentMethod, PaymentProvider, PaymentStatus, ProductType } from '@finx/domain';
import { Field, Float, ID, InterfaceType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Where an order stands (`001 §4`): every order starts Initiated.',
});
registerEnumType(PaymentProvider, {
  name: 'PaymentProvider',
  description:
    'Who took the money: Razorpay (card) or Paytm (wallet), the sandbox in either shape, staff offline, ' +
    'or nobody (a free order).',
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'The /checkout-paytm widget’s choice: CARD (Razorpay’s checkout) or WALLET (Paytm’s page).',
});

/** One line of an order as the payment service priced it (rupees). */
@ObjectType()
export class OrderItem {
  /** `OrderItem:<orderId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String, { description: 'The name at the time of the order (the product may change later).' })
  productName!: string;

  @Field(() => ProductType)
  productType!: ProductType;

  @Field(() => Float, { description: 'The catalogue price the server charged, in rupees.' })
  price!: number;

  @Field(() => Float, { description: 'This line’s share of the coupon discount, in rupees.' })
  discount!: number;

  @Field(() => String, { description: 'The coupon on this line, or ZERO when none (the spec’s value).' })
  couponApplied!: string;
}

/** The learner the order is for, as /checkout shows them (`001 §2` screen 6). */
@ObjectType()
export class OrderStudent {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  emailId!: string;

  @Field(() => String, { nullable: true })
  mobileNo!: string | null;
}

/**
 * What an order and a row of My Payment both say about the money: the server's totals (from the
 * catalogue, in rupees) and how it was paid.
 */
@InterfaceType()
export abstract class OrderSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  orderId!: number;

  @Field(() => String, { description: 'DD/MM/YYYY HH:mm:ss, India time.' })
  placedOn!: string;

  @Field(() => Float)
  totalItemPrice!: number;

  @Field(() => Float)
  discount!: number;

  @Field(() => Float, { description: 'What the learner pays: items less the coupon discount.' })
  totalOrderPrice!: number;

  @Field(() => String, { nullable: true })
  couponCode!: string | null;

  @Field(() => PaymentStatus)
  paymentStatus!: PaymentStatus;

  @Field(() => PaymentProvider, { nullable: true })
  provider!: PaymentProvider | null;

  @Field(() => String, { nullable: true, description: 'DD/MM/YYYY HH:mm:ss, or null while unpaid.' })
  paidOn!: string | null;

  @Field(() => String, { nullable: true })
  paymentId!: string | null;
}

/** An order (`001 §3`) with its lines and learner; `id` is `Order:<orderId>`. */
@ObjectType({ implements: OrderSummary })
export class Order extends OrderSummary {
  @Field(() => [OrderItem])
  items!: OrderItem[];

  @Field(() => OrderStudent)
  student!: OrderStudent;
}

/** The answer of every order mutation: the order after the change, or why it was refused. */
@ObjectType()
export class OrderPayload {
  @Field(() => Order, { nullable: true, description: 'null when refused (see userErrors).' })
  order!: Order | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/**
 * What /checkout-paytm needs to post the wallet form (`001 §3` payment details): checkoutUrl is where
 * the form goes (the sandbox's hosted page or Razorpay's), callbackUrl where the provider comes back.
 */
@ObjectType()
export class PaymentHandoff {
  @Field(() => String)
  mid!: string;

  @Field(() => PaymentMethod)
  paymentMethod!: PaymentMethod;

  @Field(() => String, {
    nullable: true,
    description: 'WALLET: the token Paytm’s initiate transaction answered, posted with mid and orderId.',
  })
  txnToken!: string | null;

  @Field(() => Int)
  orderId!: number;

  @Field(() => Float)
  totalOrderPrice!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => PaymentProvider)
  website!: PaymentProvider;

  @Field(() => String)
  razorpayOrderId!: string;

  @Field(() => String)
  callbackUrl!: string;

  @Field(() => String)
  checkoutUrl!: string;

  @Field(() => String, { description: 'The provider’s public key id.' })
  keyId!: string;

  @Field(() => String)
  studentName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobileNo!: string | null;
}

@ObjectType()
export class PaymentHandoffPayload {
  @Field(() => PaymentHandoff, { nullable: true, description: 'null when refused (see userErrors).' })
  handoff!: PaymentHandoff | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
