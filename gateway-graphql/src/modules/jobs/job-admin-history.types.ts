import { CourseStage } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(CourseStage, {
  name: 'CourseStage',
  description: 'Where a job’s applicant stands on the course the job recommends.',
});

/** courseStage (`001 §7`): how many of a job's applicants stand at one stage of its recommended course. */
@ObjectType()
export class JobCourseStageCount {
  @Field(() => CourseStage)
  courseStage!: CourseStage;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  applicants!: number;
}

/** The rating report (`001 §7`): one application of a job with its staff ratings summed up. */
@ObjectType()
export class JobRatingReportRow {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  stageName!: string;

  @Field(() => String)
  status!: string;

  @Field(() => Int, { description: 'How many ratings staff gave (one per stage and staff member).' })
  ratings!: number;

  @Field(() => Number, { nullable: true, description: 'The mean rating to one decimal; null when none.' })
  averageRating!: number | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the latest rating.' })
  lastRatedAt!: string | null;
}

/** applicantCountHistory (`001 §7`): the applications of one India day, and in all up to it. */
@ObjectType()
export class JobApplicantCountDay {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD, India).' })
  date!: string;

  @Field(() => Int)
  applications!: number;

  @Field(() => Int)
  cumulative!: number;
}

/** activeEmployees (`001 §7`): a learner placed through FinX whose joining date has come. */
@ObjectType()
export class ActiveEmployee {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => Int)
  corporateId!: number;

  @Field(() => String)
  corporateName!: string;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD).' })
  joiningDate!: string;
}

/** productJobHistory (`001 §7`): a job that recommends the product, with its applicants and placements. */
@ObjectType()
export class ProductJobHistoryRow {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  corporateName!: string;

  @Field(() => Boolean)
  open!: boolean;

  @Field(() => String, { description: 'ISO date-time.' })
  postedAt!: string;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD).' })
  closesOn!: string;

  @Field(() => Int)
  applicants!: number;

  @Field(() => Int)
  placed!: number;
}

@InputType({ description: 'updateRecommendedCourse (`001 §7`): the course a job recommends, or none.' })
export class RecommendedCourseInput {
  @Field(() => Int)
  jobId!: number;

  @Field(() => Int, { nullable: true, description: 'A COURSE product; null recommends none.' })
  recommendedProductId!: number | null;
}

@ObjectType()
export class RecommendedCoursePayload {
  @Field(() => Int, { nullable: true, description: 'The saved course; null when none (or refused).' })
  recommendedProductId!: number | null;

  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
