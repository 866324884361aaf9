import { ReportKind } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(ReportKind, {
  name: 'ReportKind',
  description: 'The staff reports of 001 §2 (enrolment, user activity, assessment, unassigned users).',
});

/** The filters every report takes; they live in the page's URL. */
@InputType()
export class ReportFilterInput {
  @Field(() => String, { nullable: true, description: 'Free text; what it searches depends on the report.' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'First day, ISO YYYY-MM-DD (India time).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, ISO YYYY-MM-DD (India time).' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: "A column's key that the report sorts by." })
  sort?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Newest or largest first (the default).' })
  descending?: boolean | null;
}

@ObjectType({ description: "One of a report's columns, in order." })
export class ReportColumnInfo {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  header!: string;

  @Field(() => Boolean)
  sortable!: boolean;
}

@ObjectType({ description: "One row: its cells as text, in the columns' order." })
export class ReportGridRow {
  @Field(() => ID)
  id!: string;

  @Field(() => [String], { nullable: 'items' })
  cells!: (string | null)[];
}

@ObjectType({ description: 'One page of a report, paged, sorted and filtered on the server.' })
export class ReportPage {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportKind)
  kind!: ReportKind;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  searchLabel!: string;

  @Field(() => [ReportColumnInfo])
  columns!: ReportColumnInfo[];

  @Field(() => [ReportGridRow])
  rows!: ReportGridRow[];

  @Field(() => Int)
  totalRecords!: number;
}

@ObjectType({ description: "A report's spreadsheet: a link to follow at once (it works for minutes)." })
export class ReportExportLink {
  @Field(() => String)
  url!: string;

  @Field(() => String)
  expiresAt!: string;
}
