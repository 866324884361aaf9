import { AnswerType, EmploymentType, JobStatus, StageKind } from '@finx/domain';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';
import { StaffJob } from './staff-jobs.types';

registerEnumType(JobStatus, {
  name: 'JobStatus',
  description: 'Whether staff hold a job open for applications or closed.',
});

@InputType()
export class StageInput {
  @Field(() => String)
  name!: string;

  @Field(() => StageKind)
  kind!: StageKind;
}

@InputType()
export class QuestionInput {
  @Field(() => String)
  text!: string;

  @Field(() => AnswerType)
  answerType!: AnswerType;

  @Field(() => [String], { defaultValue: [], description: 'Only for the choice types: 2 to 10.' })
  options!: string[];

  @Field(() => Boolean, { defaultValue: false })
  required!: boolean;
}

/** A job as create, createBulk and updateJob take it. */
@InputType()
export class JobDraftInput {
  @Field(() => Int)
  corporateId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  jobFunctionId!: number;

  @Field(() => [Int])
  keySkillIds!: number[];

  @Field(() => [Int])
  locationIds!: number[];

  @Field(() => Int)
  minExperience!: number;

  @Field(() => Int)
  maxExperience!: number;

  @Field(() => Int, { nullable: true })
  salaryMin?: number | null;

  @Field(() => Int, { nullable: true })
  salaryMax?: number | null;

  @Field(() => EmploymentType)
  employmentType!: EmploymentType;

  @Field(() => Int)
  openings!: number;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD).' })
  closesOn!: string;

  @Field(() => Int, { nullable: true })
  recommendedProductId?: number | null;

  @Field(() => JobStatus, {
    nullable: true,
    description: 'OPEN when left out of a create; left out of an update, the status is kept.',
  })
  status?: JobStatus | null;

  @Field(() => [StageInput], {
    nullable: true,
    description: 'The default pipeline when left out; Applied first, Placed last, 2 to 12 named apart.',
  })
  stages?: StageInput[] | null;

  @Field(() => [QuestionInput], { nullable: true, description: 'Up to 10; fixed once anyone applied.' })
  questions?: QuestionInput[] | null;
}

@InputType()
export class UpdateJobInput extends JobDraftInput {
  @Field(() => Int)
  jobId!: number;
}

@InputType()
export class CreateJobsBulkInput {
  @Field(() => [JobDraftInput])
  jobs!: JobDraftInput[];
}

@InputType()
export class SavePlacementInput {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD).' })
  joiningDate!: string;

  @Field(() => Int, { description: 'Annual CTC in rupees.' })
  ctc!: number;
}

@ObjectType()
export class StaffJobPayload {
  @Field(() => StaffJob, { nullable: true })
  job!: StaffJob | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class BulkJobFailure {
  @Field(() => Int, { description: '1-based row of the upload.' })
  row!: number;

  @Field(() => String)
  title!: string;

  @Field(() => [String])
  errors!: string[];
}

/** createBulk: the good rows are created, the bad ones listed with every rule they break. */
@ObjectType()
export class CreateJobsBulkPayload {
  @Field(() => Int)
  successCount!: number;

  @Field(() => Int)
  failCount!: number;

  @Field(() => [BulkJobFailure])
  failList!: BulkJobFailure[];

  @Field(() => [Int])
  jobIds!: number[];

  @Field(() => [UserError])
  userErrors!: UserError[];
}
