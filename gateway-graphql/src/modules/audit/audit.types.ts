import { Field, ID, Int, ObjectType } from 'type-graphql';

/** One staff change: who, what, when, and the record before and after. */
@ObjectType()
export class StaffAuditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  actorPartyId!: number;

  @Field(() => Int)
  actorRoleId!: number;

  @Field(() => String, { nullable: true, description: 'The actor’s e-mail; null once the account is gone.' })
  actorEmail!: string | null;

  @Field(() => String, { description: '`<entity>.<verb>`, e.g. user.unlock.' })
  action!: string;

  @Field(() => String)
  entityType!: string;

  @Field(() => String)
  entityId!: string;

  @Field(() => String, { nullable: true, description: 'The changed fields before, as JSON text.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The changed fields after, as JSON text.' })
  after!: string | null;

  @Field(() => String, { description: 'ISO date-time of the change.' })
  at!: string;
}

@ObjectType()
export class StaffAuditPage {
  @Field(() => [StaffAuditEntry])
  rows!: StaffAuditEntry[];

  @Field(() => Int)
  totalRecords!: number;
}
