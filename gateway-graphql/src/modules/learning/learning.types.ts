import { ProductType } from '@finx/domain';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** A product registered to the learner (My Learning on the dashboard). */
@ObjectType()
export class Enrolment {
  /** `Enrolment:<partyId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => ProductType)
  productType!: ProductType;

  @Field(() => Int, { nullable: true, description: 'null when staff enrolled the learner without an order.' })
  orderId!: number | null;

  @Field(() => String, { description: 'DD/MM/YYYY.' })
  enrolledOn!: string;

  @Field(() => String, { nullable: true, description: 'DD/MM/YYYY, or null when it does not lapse.' })
  validUntil!: string | null;

  @Field(() => Boolean)
  completed!: boolean;

  @Field(() => Float, { nullable: true })
  score!: number | null;
}

/** A row of the prerequisite table (`001 §2` screen 4, §4): sequence, product, completed, status. */
@ObjectType()
export class PrerequisiteRow {
  /** `PrerequisiteRow:<productId>:<prerequisiteProductId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  sequence!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => Float)
  productPrice!: number;

  @Field(() => String, {
    nullable: true,
    description: "'Completed' with a score, 'In-Complete' when enrolled without one, null when not enrolled.",
  })
  completed!: string | null;

  @Field(() => String, {
    description:
      "'Score Available' or 'Score Awaited' (FEAT), 'Enrolled' (anything else held) or 'Make Payment'.",
  })
  status!: string;

  @Field(() => Float, { nullable: true })
  score!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why Make Payment would be refused now (e.g. CFX before FEAT is attempted); null when payable.',
  })
  unavailableMessage!: string | null;
}

@ObjectType()
export class PrerequisiteTable {
  /** `PrerequisiteTable:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => [PrerequisiteRow])
  rows!: PrerequisiteRow[];
}
