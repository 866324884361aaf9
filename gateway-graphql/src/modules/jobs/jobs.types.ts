import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AnswerType, ApplicationStatus, EmploymentType, JobCta, StageKind } from '@finx/domain';
import { UserError } from '../shared/user-error.types';

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'Where an application stands: moving through the stages, or out of the pipeline.',
});
registerEnumType(EmploymentType, { name: 'EmploymentType' });
registerEnumType(AnswerType, { name: 'AnswerType', description: 'The kinds of answer a question asks for.' });
registerEnumType(StageKind, { name: 'StageKind', description: 'What a stage is, whatever its name.' });
registerEnumType(JobCta, { name: 'JobCta', description: 'The calls-to-action a job page tracks.' });

/** A skill, job function, location or rejection reason. */
@ObjectType()
export class JobOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: 'How well my profile skills cover a job’s key skills.' })
export class JobFit {
  @Field(() => Int, { description: 'Whole percent; 0 when my profile lists no skills.' })
  percent!: number;

  @Field(() => [String])
  matchedSkills!: string[];

  @Field(() => [String])
  missingSkills!: string[];
}

/**
 * The fields of a job that every view shows, the learner's and staff's (`JobSummary`, `StaffJob`):
 * declared once here, so the two can never describe the same job differently. No field returns it, so
 * the schema has no such type (type-graphql emits only what the resolvers reach); its heirs get its fields.
 */
@ObjectType()
export abstract class JobFields {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  corporateName!: string;

  @Field(() => String)
  jobFunction!: string;

  @Field(() => [String])
  locations!: string[];

  @Field(() => [String])
  keySkills!: string[];

  @Field(() => Int)
  minExperience!: number;

  @Field(() => Int)
  maxExperience!: number;

  @Field(() => Int, { nullable: true, description: 'Annual CTC in rupees; null when undisclosed.' })
  salaryMin!: number | null;

  @Field(() => Int, { nullable: true, description: 'Annual CTC in rupees; null when undisclosed.' })
  salaryMax!: number | null;

  @Field(() => EmploymentType)
  employmentType!: EmploymentType;

  @Field(() => String)
  employmentTypeLabel!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  postedOn!: string;

  @Field(() => String, { description: 'ISO date, the last day to apply.' })
  closesOn!: string;
}

/** A job as the lists show it, with my fit and my application's status. */
@ObjectType()
export class JobSummary extends JobFields {
  @Field(() => JobFit)
  fit!: JobFit;

  @Field(() => ApplicationStatus, { nullable: true, description: 'Null when I have not applied.' })
  applicationStatus!: ApplicationStatus | null;
}

@ObjectType()
export class JobQuestion {
  @Field(() => Int)
  questionId!: number;

  @Field(() => String)
  text!: string;

  @Field(() => AnswerType)
  answerType!: AnswerType;

  @Field(() => [String], { description: 'The choices of SINGLE_CHOICE and MULTI_CHOICE.' })
  options!: string[];

  @Field(() => Boolean)
  required!: boolean;
}

@ObjectType({ description: 'The course the corporate recommends for a job.' })
export class JobCourse {
  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => Float)
  price!: number;

  @Field(() => Boolean)
  owned!: boolean;

  @Field(() => Boolean)
  inCart!: boolean;
}

/** A job's posting as its page shows it, to learners and to staff alike (`JobDetails`, `StaffJob`). */
@ObjectType()
export abstract class JobPostingFields extends JobFields {
  @Field(() => String)
  description!: string;

  @Field(() => String)
  corporateAbout!: string;

  @Field(() => Int)
  openings!: number;

  @Field(() => Boolean, { description: 'Whether applications are taken: open and not past closesOn.' })
  open!: boolean;

  @Field(() => [JobQuestion])
  questions!: JobQuestion[];
}

/**
 * One job's page: the posting with my fit and my application's status, as the summary has them (its
 * similar jobs come from their own call).
 */
@ObjectType()
export class JobDetails extends JobPostingFields {
  @Field(() => JobFit)
  fit!: JobFit;

  @Field(() => ApplicationStatus, { nullable: true, description: 'Null when I have not applied.' })
  applicationStatus!: ApplicationStatus | null;

  @Field(() => JobCourse, { nullable: true })
  recommendedCourse!: JobCourse | null;
}

@ObjectType()
export class JobPage {
  @Field(() => [JobSummary])
  items!: JobSummary[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class ApplicationStage {
  @Field(() => String)
  name!: string;

  @Field(() => StageKind)
  kind!: StageKind;

  @Field(() => String, { nullable: true, description: 'ISO date-time it was reached; null when not.' })
  reachedOn!: string | null;
}

@ObjectType()
export class ApplicationHistoryEntry {
  @Field(() => String, { description: 'ISO date-time.' })
  at!: string;

  @Field(() => String)
  stageName!: string;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => String, { nullable: true, description: 'The rejection reason, on a rejection.' })
  reason!: string | null;
}

/** One of my applications with its pipeline. */
@ObjectType()
export class AppliedJob {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => JobSummary)
  job!: JobSummary;

  @Field(() => String, { description: 'ISO date-time.' })
  appliedOn!: string;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => String)
  currentStage!: string;

  @Field(() => [ApplicationStage])
  stages!: ApplicationStage[];

  @Field(() => [ApplicationHistoryEntry], { description: 'Oldest first.' })
  history!: ApplicationHistoryEntry[];

  @Field(() => String, { nullable: true })
  rejectionReason!: string | null;
}

@ObjectType()
export class AppliedJobPage {
  @Field(() => [AppliedJob])
  items!: AppliedJob[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class JobFilterOptions {
  @Field(() => [JobOption])
  skills!: JobOption[];

  @Field(() => [JobOption])
  functions!: JobOption[];

  @Field(() => [JobOption], { description: 'The locations open jobs are in.' })
  locations!: JobOption[];
}

@InputType()
export class JobSearchInput {
  @Field(() => String, { nullable: true, description: 'Part of the title, description or corporate.' })
  keyword?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Key skill ids: a job asking for any matches.' })
  skillIds?: number[] | null;

  @Field(() => Int, { nullable: true })
  jobFunctionId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Location ids: a job in any matches.' })
  locationIds?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'Years: a job whose range includes it matches.' })
  experience?: number | null;
}

@InputType()
export class JobAnswerInput {
  @Field(() => Int)
  questionId!: number;

  @Field(() => [String], { description: 'The chosen options of MULTI_CHOICE; one value otherwise.' })
  answer!: string[];
}

@InputType()
export class ApplyForJobInput {
  @Field(() => Int)
  jobId!: number;

  @Field(() => [JobAnswerInput], { defaultValue: [] })
  answers!: JobAnswerInput[];
}

@ObjectType()
export class ApplyForJobPayload {
  @Field(() => AppliedJob, { nullable: true })
  application!: AppliedJob | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
