import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class Alert {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  alertId!: number;

  @Field(() => String)
  alertName!: string;

  @Field(() => GraphQLISODateTime)
  alertStartDateTime!: Date;

  @Field(() => Boolean, { description: 'The header lists unread items only; View All shows both.' })
  isRead!: boolean;
}

@ObjectType()
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  notifyHistoryId!: number;

  @Field(() => String)
  fromEmailId!: string;

  @Field(() => String)
  emailSubjectText!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastAttemptDatetime!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  deliveryDate!: Date | null;

  @Field(() => Boolean)
  isRead!: boolean;
}

/** The learner's header badges and drop-downs (`000 §7` counts and latest three). */
@ObjectType()
export class LearnerHeader {
  /** `LearnerHeader:<partyId>`: one header per learner, so Apollo's cache updates it in place. */
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  cartCount!: number;

  @Field(() => Int)
  wishlistCount!: number;

  @Field(() => Int, { description: 'Active videos the learner is not enrolled in (the Videos badge).' })
  videoCount!: number;

  @Field(() => Int, { description: 'Active courses the learner is not enrolled in (the Courses badge).' })
  courseCount!: number;

  @Field(() => Int, { description: 'Jobs open today that the learner has not applied to (the Jobs badge).' })
  jobCount!: number;

  @Field(() => Int)
  alertCount!: number;

  @Field(() => Int)
  notificationCount!: number;

  @Field(() => [Alert])
  latestAlerts!: Alert[];

  @Field(() => [Notification])
  latestNotifications!: Notification[];
}
