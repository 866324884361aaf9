import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** What every view of a college shows; the officer's and the staff's views add their own figures. */
@ObjectType()
export abstract class CollegeFields {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  collegeId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String, { nullable: true })
  contactName!: string | null;

  @Field(() => String, { nullable: true })
  contactEmail!: string | null;

  @Field(() => String, { nullable: true })
  contactPhone!: string | null;

  @Field(() => Int, { description: 'Learners of the college.' })
  students!: number;
}

/** The college officer's college with its figures (/collegeDashboard, /collegeProfile). */
@ObjectType()
export class College extends CollegeFields {
  @Field(() => Int, { description: 'Their enrolments.' })
  enrolments!: number;

  @Field(() => Int, { description: 'Their placed job applications.' })
  placements!: number;
}

@ObjectType()
export class CollegeStudent {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Int)
  enrolments!: number;

  @Field(() => Int)
  placements!: number;

  @Field(() => String, { description: 'ISO date-time the learner joined the college on FinX.' })
  joinedOn!: string;
}

/** /collegeProfile: the contact fields the officer keeps. */
@InputType()
export class CollegeContactInput {
  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  contactEmail!: string;

  @Field(() => String)
  contactPhone!: string;
}

@ObjectType()
export class CollegePayload {
  @Field(() => College, { nullable: true })
  college!: College | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
