import { Field, ID, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** `001 §7` otherpref: the learner's other preferences in their own words (null: none). */
@ObjectType()
export class OtherPreference {
  @Field(() => ID, { description: 'OtherPreference:<partyId>, one per learner.' })
  id!: string;

  @Field(() => String, { nullable: true })
  otherPreference!: string | null;
}

@ObjectType()
export class OtherPreferencePayload {
  @Field(() => OtherPreference, { nullable: true })
  otherPreference!: OtherPreference | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
