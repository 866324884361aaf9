import { Field, ObjectType } from 'type-graphql';

/** An expected outcome of a mutation: `code` is the spec's reason code, `message` its text from @finx/domain. */
@ObjectType()
export class UserError {
  @Field(() => String)
  code!: string;

  @Field(() => String, { nullable: true })
  field!: string | null;

  @Field(() => String)
  message!: string;
}
