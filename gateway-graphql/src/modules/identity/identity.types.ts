import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** The signed-in user as the session holds it; null viewer means anonymous. */
@ObjectType()
export class Viewer {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "The login name; the spec's login answer sets it to the e-mail." })
  userName!: string;

  @Field(() => String, { description: "The person's full name, for greetings." })
  name!: string;

  @Field(() => Int)
  roleId!: number;

  @Field(() => String)
  roleName!: string;

  @Field(() => String)
  landingRoute!: string;

  @Field(() => Boolean)
  forcePasswordChange!: boolean;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  /** true: answer with a session token for an Authorization header and set no cookie (apps other than the browser). */
  @Field(() => Boolean, { defaultValue: false })
  bearer!: boolean;
}

@ObjectType()
export class LoginPayload {
  @Field(() => Viewer, { nullable: true })
  viewer!: Viewer | null;

  @Field(() => String, { nullable: true })
  redirectTo!: string | null;

  @Field(() => String, { nullable: true })
  sessionToken!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class LogoutPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
