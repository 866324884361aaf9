import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Viewer } from '../identity/identity.types';
import { UserError } from '../shared/user-error.types';

export enum OtpPurposeInput {
  REGISTER = 'REGISTER',
  LOGIN = 'LOGIN',
}
registerEnumType(OtpPurposeInput, { name: 'OtpPurpose', description: 'What an OTP is for.' });

export enum StaffRole {
  TPO = 'TPO',
  SYSOPSADMIN = 'SYSOPSADMIN',
}
registerEnumType(StaffRole, { name: 'StaffRole', description: 'College officer or ops/admin sign-up.' });

@InputType()
export class RequestOtpInput {
  @Field(() => String, { description: '10 digits starting 2-9; country code 91 is implied.' })
  mobile!: string;

  @Field(() => OtpPurposeInput, { defaultValue: OtpPurposeInput.REGISTER })
  purpose!: OtpPurposeInput;
}

@ObjectType()
export class RequestOtpPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class ValidateOtpInput {
  @Field(() => String)
  mobile!: string;

  @Field(() => String)
  otp!: string;
}

@ObjectType()
export class ValidateOtpPayload {
  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => Int, {
    description: "Failed attempts on this OTP so far (`000 §8`: 'count N'); 4 means the cap.",
  })
  attempt!: number;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class ValidateMobileInput {
  @Field(() => String)
  mobile!: string;

  @Field(() => String, { nullable: true })
  productId?: string | null;
}

@ObjectType()
export class ValidateMobilePayload {
  @Field(() => String, { description: 'FC-01 (not registered) to FC-04 (registered, payment pending).' })
  code!: string;

  @Field(() => String)
  message!: string;

  @Field(() => Boolean, { description: 'FC-01: registration may go on to the OTP.' })
  canRegister!: boolean;
}

@InputType()
export class ValidateEmailInput {
  @Field(() => String)
  email!: string;
}

@ObjectType()
export class OkPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String, { nullable: true, description: "The server's message on success." })
  message!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class LeadRegisterInput {
  @Field(() => String, { nullable: true }) client?: string | null;
  @Field(() => String, { nullable: true }) college?: string | null;
  @Field(() => String, { nullable: true }) product?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true }) reference?: string | null;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true }) medium?: string | null;
  @Field(() => String, { nullable: true }) term?: string | null;
  @Field(() => String, { nullable: true }) camp?: string | null;
  @Field(() => String, { nullable: true }) sourceUrl?: string | null;
  @Field(() => String, { nullable: true }) encryptedSourceUrl?: string | null;
  @Field(() => String, { nullable: true }) productType?: string | null;
  @Field(() => String, { nullable: true }) productID?: string | null;
}

@InputType()
export class RegisterInput {
  @Field(() => String) mobile!: string;
  @Field(() => String) otp!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) termsAccepted!: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'WhatsApp, e-mail and SMS consent (Y/N).' })
  messagingConsent!: boolean;

  @Field(() => LeadRegisterInput, { nullable: true })
  leadRegister?: LeadRegisterInput | null;
}

@ObjectType()
export class RegisterPayload {
  @Field(() => Viewer, { nullable: true })
  viewer!: Viewer | null;

  @Field(() => String, { nullable: true })
  redirectTo!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class RegisterStaffInput {
  @Field(() => StaffRole) role!: StaffRole;
  @Field(() => String) mobile!: string;
  @Field(() => String) otp!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) termsAccepted!: boolean;
}

@InputType()
export class InstituteDetailsInput {
  @Field(() => String, { description: 'The BFS ID: BFS followed by 1 to 7 digits.' })
  bfsId!: string;

  @Field(() => String)
  batchNumber!: string;
}
