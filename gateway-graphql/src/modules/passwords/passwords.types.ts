import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

@ObjectType({ description: 'Whether the signed-in user has a password (`000 §7` registration type).' })
export class RegistrationType {
  @Field(() => Int)
  userId!: number;

  @Field(() => String, {
    description: "'Y' with a password; 'N' for Google/Facebook users, who set one without the current.",
  })
  currentPwdFlag!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String, { nullable: true, description: 'Required unless currentPwdFlag is N.' })
  currentPassword?: string | null;

  @Field(() => String)
  newPassword!: string;
}

@InputType()
export class ChangeUserPasswordInput {
  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  newPassword!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The id query parameter of the mailed /forgotpasswordnext link.' })
  token!: string;

  @Field(() => String)
  newPassword!: string;
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "On success the session has ended; the role's login, to open after the spec's delay.",
  })
  redirectTo!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
