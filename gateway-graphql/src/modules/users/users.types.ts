import { UserSortField, UserStanding } from '@finx/domain';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(UserStanding, {
  name: 'UserStanding',
  description:
    'How an account stands: it may sign in (ACTIVE), or not (INACTIVE, LOCKED by SM-12, SUSPENDED).',
});
registerEnumType(UserSortField, {
  name: 'UserSortField',
  description: 'The columns the user list sorts by.',
});

/** A learner's profile score as uploaded (upload/profileScore). */
@ObjectType()
export class ProfileScore {
  @Field(() => Float, { description: '0 to 100, at most one decimal.' })
  score!: number;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD) of the assessment.' })
  assessedOn!: string;

  @Field(() => String, { description: 'Who or what assessed it.' })
  source!: string;
}

/** One account as staff see it in /user-list. */
@ObjectType()
export class StaffUser {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobileNo!: string | null;

  @Field(() => Int)
  roleId!: number;

  @Field(() => String)
  roleName!: string;

  @Field(() => UserStanding)
  status!: UserStanding;

  @Field(() => String, { nullable: true, description: 'ISO date-time the SM-12 lock ends by itself.' })
  lockedUntil!: string | null;

  @Field(() => String, { description: 'ISO date-time of the sign-up.' })
  createdDate!: string;

  @Field(() => ProfileScore, { nullable: true, description: 'The latest uploaded profile score, if any.' })
  profileScore!: ProfileScore | null;
}

@ObjectType()
export class StaffUserPage {
  @Field(() => [StaffUser])
  rows!: StaffUser[];

  @Field(() => Int)
  totalRecords!: number;
}

/** A role of the platform and how many accounts hold it (/roles). */
@ObjectType()
export class Role {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  roleId!: number;

  @Field(() => String)
  roleName!: string;

  @Field(() => Int)
  userCount!: number;
}

/** /new-admin: a new account and its first password (changed by its owner at the first sign-in). */
@InputType()
export class NewUserInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  mobile!: string;

  @Field(() => Int, { description: 'One of 2 (admin), 5 (learner), 6 (ops), 6766713 (college).' })
  roleId!: number;

  @Field(() => String)
  password!: string;
}

/** The profile fields staff change: their own, or a learner's. */
@InputType()
export class UserProfileInput {
  @Field(() => Int, { nullable: true, description: 'A learner’s account; absent: the caller’s own.' })
  userId?: number | null;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  mobile!: string;
}

/** `001 §7` Admin email: a learner's new sign-in e-mail, given by staff. */
@InputType()
export class LearnerEmailInput {
  @Field(() => Int, { description: 'The learner’s party.' })
  partyId!: number;

  @Field(() => String)
  email!: string;
}

@ObjectType()
export class StaffUserPayload {
  @Field(() => StaffUser, { nullable: true })
  user!: StaffUser | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
