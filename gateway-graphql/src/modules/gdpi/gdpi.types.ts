import { GdpiSort, GdpiStatus } from '@finx/domain';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(GdpiStatus, { name: 'GdpiStatus', description: "A learner's GD/PI outcome." });
registerEnumType(GdpiSort, { name: 'GdpiSort' });

/** One learner's GD/PI status (/gdpi). */
@ObjectType()
export class GdpiStatusEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  emailId!: string;

  @Field(() => GdpiStatus)
  status!: GdpiStatus;

  @Field(() => Float, { nullable: true, description: 'Group discussion score, 0 to 100.' })
  gdScore!: number | null;

  @Field(() => Float, { nullable: true, description: 'Personal interview score, 0 to 100.' })
  piScore!: number | null;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field(() => String, { description: 'ISO date-time of the last change.' })
  updatedAt!: string;
}

@ObjectType()
export class GdpiStatusPage {
  @Field(() => [GdpiStatusEntry])
  rows!: GdpiStatusEntry[];

  @Field(() => Int)
  totalRecords!: number;
}
