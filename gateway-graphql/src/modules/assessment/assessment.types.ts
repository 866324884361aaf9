import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

@ObjectType()
export class AssessmentOption {
  @Field(() => Int)
  optionId!: number;

  @Field(() => String)
  text!: string;
}

/** A question of the test, without its answer. */
@ObjectType()
export class AssessmentQuestion {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  questionId!: number;

  @Field(() => Int)
  sequence!: number;

  @Field(() => String)
  text!: string;

  @Field(() => [AssessmentOption])
  options!: AssessmentOption[];
}

/** The learner's saved choice for a question. */
@ObjectType()
export class AssessmentAnswer {
  @Field(() => Int)
  questionId!: number;

  @Field(() => Int)
  optionId!: number;
}

/** The learner's attempt at a timed assessment (FEAT), as the server holds it. */
@ObjectType()
export class AssessmentAttempt {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { description: "'IN_PROGRESS' or 'SUBMITTED'." })
  status!: string;

  @Field(() => String, { description: 'ISO date-time the attempt started (the server’s clock).' })
  startedOn!: string;

  @Field(() => String, { description: 'ISO date-time after which no answer is taken (the server’s clock).' })
  deadline!: string;

  @Field(() => String, {
    description: 'The server’s time of this answer: the countdown is deadline minus serverNow.',
  })
  serverNow!: string;

  @Field(() => String, { nullable: true })
  submittedOn!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'LEARNER' (submitted) or 'DEADLINE' (time ran out); null while in progress.",
  })
  closedBy!: string | null;

  @Field(() => Int)
  totalQuestions!: number;

  @Field(() => Int)
  answeredCount!: number;

  @Field(() => Int, { nullable: true, description: 'Percent correct, 0..100; null until submitted.' })
  score!: number | null;

  @Field(() => Int, { nullable: true })
  correctCount!: number | null;

  @Field(() => [AssessmentQuestion])
  questions!: AssessmentQuestion[];

  @Field(() => [AssessmentAnswer])
  answers!: AssessmentAnswer[];
}

@ObjectType()
export class AssessmentPayload {
  @Field(() => AssessmentAttempt, { nullable: true, description: 'Null before the learner starts.' })
  attempt!: AssessmentAttempt | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
