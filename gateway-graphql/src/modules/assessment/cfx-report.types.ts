import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A module of a report row (lesson progress) or its assessment test. */
@ObjectType()
export class CfxReportNode {
  @Field(() => String)
  nodeName!: string;

  @Field(() => Int, { nullable: true, description: 'Percent: lessons completed, or the test’s score.' })
  score!: number | null;

  @Field(() => String, { description: "'Completed', 'In Progress' or 'Not Started'." })
  nodeStatus!: string;

  @Field(() => String, { description: "'Module' or 'Assessment'." })
  nodeType!: string;

  @Field(() => String, { nullable: true, description: 'DD-MM-YYYY of the last activity.' })
  nodeLastAccessDate!: string | null;
}

/** `001 §3` Assessment report row: one product of the CFX path the learner holds. */
@ObjectType()
export class CfxReportRow {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  studentReportId!: number;

  @Field(() => String)
  emailId!: string;

  @Field(() => Int)
  learningId!: number;

  @Field(() => String)
  learningName!: string;

  @Field(() => Int, { nullable: true, description: 'The score (percent).' })
  learningProgress!: number | null;

  @Field(() => String, { nullable: true, description: 'DD-MM-YYYY.' })
  learningCompletionDate!: string | null;

  @Field(() => String)
  learningStatus!: string;

  @Field(() => String, { description: "'Assessment', 'Course' or 'Video'." })
  learningType!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => [CfxReportNode])
  nodes!: CfxReportNode[];
}

@ObjectType()
export class CfxReportPage {
  @Field(() => [CfxReportRow])
  items!: CfxReportRow[];

  @Field(() => Int)
  totalRecords!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  limit!: number;
}
