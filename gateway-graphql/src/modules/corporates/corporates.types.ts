import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** A hiring company as staff manage it (/corporate-list). */
@ObjectType()
export class Corporate {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  corporateId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  about!: string;

  @Field(() => String)
  city!: string;

  @Field(() => Int, { description: 'Jobs posted under it, any status.' })
  jobCount!: number;

  @Field(() => String, { description: 'ISO date-time it was added.' })
  createdDate!: string;
}

@ObjectType()
export class CorporatePage {
  @Field(() => [Corporate])
  rows!: Corporate[];

  @Field(() => Int)
  totalRecords!: number;
}

/** /add-corporate and /edit-corporate. */
@InputType()
export class CorporateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  about!: string;

  @Field(() => String)
  city!: string;
}

@ObjectType()
export class CorporatePayload {
  @Field(() => Corporate, { nullable: true })
  corporate!: Corporate | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
