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

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Yes to SM-07 (already logged in on another machine): log the other session out.',
  })
  logoutOtherSessions!: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Yes to the reactivation dialog (SM-14): give consent again and sign in.',
  })
  reactiveConsent!: boolean;
}

/** What every way of signing in carries besides its credentials. */
export interface SignInChoices {
  bearer: boolean;
  logoutOtherSessions: boolean;
  reactiveConsent: boolean;
}

@InputType()
export class MobileLoginInput implements SignInChoices {
  @Field(() => String, { description: '10 digits starting 2-9.' })
  mobile!: string;

  @Field(() => String, { description: 'The 4-digit OTP sent by SMS (requestOtp with purpose LOGIN).' })
  otp!: string;

  @Field(() => Boolean, { defaultValue: false })
  bearer!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  logoutOtherSessions!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  reactiveConsent!: boolean;
}

@InputType()
export class GoogleLoginInput implements SignInChoices {
  @Field(() => String, {
    description: 'The ID token (credential) Google Identity Services handed the browser.',
  })
  idToken!: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'The optional WhatsApp, e-mail and SMS consent.',
  })
  messagingConsent!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  bearer!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  logoutOtherSessions!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  reactiveConsent!: boolean;
}

@InputType()
export class FacebookLoginInput implements SignInChoices {
  @Field(() => String, { description: 'The user access token the Facebook login dialog returned.' })
  accessToken!: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'The optional WhatsApp, e-mail and SMS consent.',
  })
  messagingConsent!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  bearer!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  logoutOtherSessions!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  reactiveConsent!: boolean;
}

@ObjectType()
export class LoginPayload {
  @Field(() => Viewer, { nullable: true })
  viewer!: Viewer | null;

  @Field(() => String, { nullable: true })
  redirectTo!: string | null;

  @Field(() => String, { nullable: true })
  sessionToken!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Mobile login DM_02: failed attempts on the current OTP (the cap is reached at 4).',
  })
  attempt?: number | null;

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
