import { Field, ObjectType } from 'type-graphql';
import { UserError } from './user-error.types';

/** The answer of a mutation that changes something without returning an entity. */
@ObjectType()
export class ActionPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
