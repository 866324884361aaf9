import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class FeedbackInput {
  @Field(() => Int)
  rank!: number;

  @Field(() => String, { nullable: true })
  feedbackMsg?: string | null;

  @Field(() => Int, { nullable: true, description: 'Type of concern 1-8; required for ranks 1 and 2.' })
  concernId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'After sign-out only: the e-mail of the user who left.',
  })
  emailId?: string | null;

  @Field(() => Int, { nullable: true, description: 'After sign-out only: their party id.' })
  partyId?: number | null;
}
