import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

/** The maintenance state of `000 §3`; flags are the spec's 0/1 as booleans. */
@ObjectType()
export class Maintenance {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, { description: "On: the 'Under Maintenance' modal with its countdown to toDate." })
  deploymentFlag!: boolean;

  @Field(() => Boolean, { description: 'On: the banner telling users to save their work.' })
  notificationFlag!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startDate!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  toDate!: Date | null;

  @Field(() => Boolean, {
    description: 'Sign-in closed for the fixed-date upgrade; upgradeNotice says when.',
  })
  loginDisabled!: boolean;

  @Field(() => String, { nullable: true })
  upgradeNotice!: string | null;
}

@InputType()
export class MaintenanceInput {
  @Field(() => Boolean)
  deploymentFlag!: boolean;

  @Field(() => Boolean)
  notificationFlag!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  toDate?: Date | null;

  @Field(() => Boolean, { defaultValue: false })
  loginDisabled!: boolean;

  @Field(() => String, { nullable: true })
  upgradeNotice?: string | null;
}
