import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** A product the learner marked as of interest. */
@ObjectType()
export class InterestedProduct {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String)
  productType!: string;

  @Field(() => String, { description: 'ISO date-time of the mark.' })
  markedOn!: string;
}

@ObjectType()
export class InterestedProductPage {
  @Field(() => [InterestedProduct])
  items!: InterestedProduct[];

  @Field(() => Int)
  total!: number;
}

/** The CFX admission letter: offered to a learner who holds CFX, accepted once. */
@ObjectType()
export class AdmissionLetter {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  eligible!: boolean;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the acceptance.' })
  acceptedOn!: string | null;
}

@ObjectType()
export class AdmissionLetterPayload {
  @Field(() => AdmissionLetter, { nullable: true })
  letter!: AdmissionLetter | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class ReferFriendInput {
  @Field(() => String)
  friendName!: string;

  @Field(() => String)
  friendEmail!: string;
}

@ObjectType()
export class ReferFriendPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => Int, { nullable: true, description: 'Invitations left in the current day.' })
  remainingToday!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
