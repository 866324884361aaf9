import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** One course of a learning path, at its place. */
@ObjectType()
export class LearningPathCourse {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Its place in the path, from 1.' })
  sequence!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;
}

/** A named, ordered sequence of courses (`001 §2` /learning-path). */
@ObjectType()
export class LearningPath {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  pathId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Boolean, { description: 'Learners see active paths only.' })
  active!: boolean;

  @Field(() => [LearningPathCourse])
  courses!: LearningPathCourse[];

  @Field(() => String, { description: 'ISO date-time the path was created.' })
  createdDate!: string;
}

@ObjectType()
export class LearningPathPage {
  @Field(() => [LearningPath])
  rows!: LearningPath[];

  @Field(() => Int)
  totalRecords!: number;
}

/** A path's name, description and courses in order (replacing the current ones). */
@InputType()
export class LearningPathInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { defaultValue: '' })
  description!: string;

  @Field(() => [Int])
  productIds!: number[];
}

@ObjectType()
export class LearningPathPayload {
  @Field(() => LearningPath, { nullable: true })
  learningPath!: LearningPath | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
