import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

export enum MobilePromptAnswer {
  LATER = 'LATER',
  NEVER = 'NEVER',
}
registerEnumType(MobilePromptAnswer, {
  name: 'MobilePromptAnswer',
  description: 'The mobile pop-up put off: for a week (LATER) or for good (NEVER).',
});

/** What the signed-in account lacks: a verified e-mail, a mobile (getUserEmailFlag, the mobile flags). */
@ObjectType({
  description: "The signed-in account's e-mail and mobile state, for the prompts that complete it.",
})
export class AccountChecks {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, { description: 'getUserEmailFlag Y: verified by the link or the e-mail OTP.' })
  emailVerified!: boolean;

  @Field(() => Boolean, { description: 'getUserMobileExistsFlag Y (a social sign-up may have none).' })
  hasMobile!: boolean;

  @Field(() => Boolean, { description: 'getMobilePopupFlag Y: show the learner the mobile pop-up now.' })
  showMobilePrompt!: boolean;

  @Field(() => Boolean, { description: 'getCPBFIPopuupFlag Y: ask the learner about the CPBFI programme.' })
  showCpbfiPrompt!: boolean;
}

@ObjectType()
export class VerifyEmailOtpPayload {
  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => Int, { description: 'Wrong codes on the current OTP so far; 4 means it is used up.' })
  attempt!: number;

  @Field(() => AccountChecks, { nullable: true, description: 'The account after a verification.' })
  accountChecks!: AccountChecks | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class SaveMobileInput {
  @Field(() => String, { description: 'Verified first with requestOtp and validateRegistrationOtp.' })
  mobile!: string;

  @Field(() => String)
  otp!: string;
}

@ObjectType()
export class AccountChecksPayload {
  @Field(() => AccountChecks, { nullable: true })
  accountChecks!: AccountChecks | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
