import { UserSortField, UserStanding } from '@finx/domain';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(UserStanding, {
  name: 'UserStanding',
  description:
    'How an account stands: it may sign in (ACTIVE), or not (INACTIVE, LOCKED by SM-12, SUSPENDED).',
});
registerEnumType(UserSortField, {
  name: 'UserSortField',
  description: 'The columns the user list sorts by.',
});

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
