import { Field, ObjectType } from 'type-graphql';

/** An expected outcome of a mutation: `code` is the spec's reason code, `message` the text to show. */
@ObjectType()
export class UserError {
  @Field(() => String)
  code!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The GraphQL input path the refusal is about: the argument (`code`) or `input.<field>` ' +
      '(`input.newPassword`); null when it concerns the request as a whole.',
  })
  field!: string | null;

  @Field(() => String, { description: 'The text to show, as the server words it.' })
  message!: string;
}
