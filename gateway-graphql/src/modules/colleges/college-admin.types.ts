import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';
import { CollegeFields } from './colleges.types';

/** A college as staff manage it (/college-list), with its member counts. */
@ObjectType()
export class StaffCollege extends CollegeFields {
  @Field(() => Int, { description: 'Its college officers (TPO).' })
  officers!: number;

  @Field(() => String, { description: 'ISO date-time it was added.' })
  createdDate!: string;
}

@ObjectType()
export class StaffCollegePage {
  @Field(() => [StaffCollege])
  rows!: StaffCollege[];

  @Field(() => Int)
  totalRecords!: number;
}

/** One member of a college: a student or an officer (by role id). */
@ObjectType()
export class CollegeMember {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  emailID!: string;

  @Field(() => Int)
  roleId!: number;

  @Field(() => String)
  addedOn!: string;
}

/** /add-college and /edit-college. */
@InputType()
export class CollegeInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  contactEmail!: string;

  @Field(() => String)
  contactPhone!: string;
}

/** The account to link to a college, by its e-mail. */
@InputType()
export class CollegeMemberInput {
  @Field(() => String)
  emailID!: string;
}

@ObjectType()
export class StaffCollegePayload {
  @Field(() => StaffCollege, { nullable: true })
  college!: StaffCollege | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
