import { AnswerType, ApplicationStatus, CandidateSort, StageKind } from '@finx/domain';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JobOption, JobPostingFields } from './jobs.types';

registerEnumType(CandidateSort, {
  name: 'CandidateSort',
  description: 'What the candidate list is sorted by.',
});

/** One stage of a job's pipeline with the applications standing at it (`stage_count`, `jobStage`). */
@ObjectType()
export class StaffStageCount {
  @Field(() => Int)
  stageId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => StageKind)
  kind!: StageKind;

  @Field(() => Int, { description: '0 for the first stage.' })
  position!: number;

  @Field(() => Int, { description: 'Applications in progress at this stage.' })
  inProgress!: number;

  @Field(() => Int, { description: 'Applications rejected at this stage.' })
  rejected!: number;
}

/** A job as staff manage it: the learner's posting without the fit, plus its ids, pipeline and counts. */
@ObjectType()
export class StaffJob extends JobPostingFields {
  @Field(() => Int)
  corporateId!: number;

  @Field(() => Int)
  jobFunctionId!: number;

  @Field(() => [Int])
  keySkillIds!: number[];

  @Field(() => [Int])
  locationIds!: number[];

  @Field(() => String, { description: 'OPEN or CLOSED as staff set it.' })
  status!: string;

  @Field(() => Int, { nullable: true })
  recommendedProductId!: number | null;

  @Field(() => [StaffStageCount], { description: 'The pipeline in order.' })
  stages!: StaffStageCount[];

  @Field(() => Int)
  applicantTotal!: number;
}

@ObjectType()
export class StaffJobPage {
  @Field(() => [StaffJob])
  items!: StaffJob[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class CandidateAnswer {
  @Field(() => Int)
  questionId!: number;

  @Field(() => String)
  question!: string;

  @Field(() => [String], { description: 'The chosen options of MULTI_CHOICE; one value otherwise.' })
  answer!: string[];
}

@ObjectType({ description: 'What was recorded when the application was placed.' })
export class CandidatePlacement {
  @Field(() => String, { description: 'ISO date.' })
  joiningDate!: string;

  @Field(() => Int, { description: 'Annual CTC in rupees.' })
  ctc!: number;
}

/** An applicant as the recruiter sees them (`candidateDetailsReport`). */
@ObjectType()
export class Candidate {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  mobile!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  appliedOn!: string;

  @Field(() => String)
  stageName!: string;

  @Field(() => StageKind)
  stageKind!: StageKind;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => String, { nullable: true })
  rejectionReason!: string | null;

  @Field(() => Float, { nullable: true, description: 'The best FEAT percentage; null when not taken.' })
  featScore!: number | null;

  @Field(() => Float, { nullable: true, description: 'Percent of CFX done; null when not held.' })
  cfxProgress!: number | null;

  @Field(() => Float, { description: 'As the learner’s profile computes it.' })
  employabilityScore!: number;

  @Field(() => CandidatePlacement, { nullable: true, description: 'Null until a placement is recorded.' })
  placement!: CandidatePlacement | null;

  @Field(() => [String], { description: 'Products the learner completed or holds.' })
  certificates!: string[];

  @Field(() => [CandidateAnswer])
  answers!: CandidateAnswer[];
}

@ObjectType()
export class CandidatePage {
  @Field(() => [Candidate])
  items!: Candidate[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class StaffHistoryEntry {
  @Field(() => String, { description: 'ISO date-time.' })
  at!: string;

  @Field(() => String)
  stageName!: string;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => String, { nullable: true, description: 'The rejection reason, on a rejection.' })
  reason!: string | null;

  @Field(() => Int, { nullable: true, description: 'Who made the move: the learner applying, or staff.' })
  byPartyId!: number | null;

  @Field(() => String, { nullable: true, description: 'The name of who made the move; null when none.' })
  byName!: string | null;
}

@ObjectType()
export class JobPlacement {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => String, { description: 'ISO date.' })
  joiningDate!: string;

  @Field(() => Int, { description: 'Annual CTC in rupees.' })
  ctc!: number;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  corporateName!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => Int)
  recordedBy!: number;

  @Field(() => String, { description: 'ISO date-time.' })
  recordedAt!: string;
}

@ObjectType({ description: 'One stage of a pipeline as staff write it.' })
export class StageTemplate {
  @Field(() => String)
  name!: string;

  @Field(() => StageKind)
  kind!: StageKind;
}

/** What the job form offers (`getJobKeySkill`, `getJobCategories`, `getInterviewStages`, ...). */
@ObjectType()
export class StaffJobLookups {
  @Field(() => [JobOption])
  keySkills!: JobOption[];

  @Field(() => [JobOption])
  jobFunctions!: JobOption[];

  @Field(() => [AnswerType])
  answerTypes!: AnswerType[];

  @Field(() => [StageTemplate], { description: 'The default pipeline.' })
  interviewStages!: StageTemplate[];

  @Field(() => [JobOption], { description: 'Years of experience.' })
  experience!: JobOption[];

  @Field(() => [JobOption])
  rejectionReasons!: JobOption[];

  @Field(() => [JobOption], { description: 'Every corporate, by name (`getCorporates`).' })
  corporates!: JobOption[];
}
