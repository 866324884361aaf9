import { InboxKind } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LearnerHeader, Alert, Notification } from '../learner-header/learner-header.types';
import { UserError } from '../shared/user-error.types';

registerEnumType(InboxKind, { name: 'InboxKind', description: 'An alert, or a message (notification).' });

/** One View All page of alerts, paged on the server. */
@ObjectType()
export class AlertPage {
  @Field(() => [Alert])
  items!: Alert[];

  @Field(() => Int)
  totalRecords!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [Notification])
  items!: Notification[];

  @Field(() => Int)
  totalRecords!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

/** Mark as read: the ids that changed, and the header after the change (its counts and latest three). */
@ObjectType()
export class InboxReadPayload {
  @Field(() => [ID])
  readIds!: string[];

  @Field(() => [UserError])
  userErrors!: UserError[];

  /** Filled by a field resolver: the header as it now is, under its own id, so the cache updates it. */
  @Field(() => LearnerHeader, { nullable: true })
  learnerHeader?: LearnerHeader | null;
}

@InputType()
export class SendInboxItemInput {
  @Field(() => Int, { description: 'The learner’s party id.' })
  partyId!: number;

  @Field(() => InboxKind)
  kind!: InboxKind;

  @Field(() => String, { description: 'The alert name or the message subject.' })
  title!: string;
}

/** What staff sent: exactly one of alert and notification, or userErrors. */
@ObjectType()
export class SendInboxItemPayload {
  @Field(() => Alert, { nullable: true })
  alert!: Alert | null;

  @Field(() => Notification, { nullable: true })
  notification!: Notification | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** A new alert or message for the subscribed learner: exactly one of the two is set. */
@ObjectType()
export class InboxItemEvent {
  @Field(() => Alert, { nullable: true })
  alert!: Alert | null;

  @Field(() => Notification, { nullable: true })
  notification!: Notification | null;
}
