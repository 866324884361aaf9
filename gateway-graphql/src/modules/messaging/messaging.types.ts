import { MessagingKind, MessagingSkipReason, MessagingStatus, UserStanding } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(MessagingKind, {
  name: 'MessagingKind',
  description: 'What a staff message becomes: learners’ ALERTs, learners’ MESSAGEs, or an e-mail (MAIL).',
});
registerEnumType(MessagingStatus, { name: 'MessagingStatus', description: 'A DRAFT, or SENT.' });
registerEnumType(MessagingSkipReason, {
  name: 'MessagingSkipReason',
  description: 'Why a chosen recipient got no mail.',
});

/** Who a message goes to: the chosen users, narrowed by every filter given. */
@ObjectType()
export class MessagingAudience {
  @Field(() => [Int])
  partyIds!: number[];

  @Field(() => Int, { nullable: true })
  roleId!: number | null;

  @Field(() => Int, { nullable: true })
  collegeId!: number | null;

  @Field(() => Int, { nullable: true, description: 'Learners enrolled on this course (product id).' })
  productId!: number | null;

  @Field(() => UserStanding, { nullable: true })
  status!: UserStanding | null;
}

@ObjectType()
export class MessagingSkip {
  @Field(() => MessagingSkipReason)
  reason!: MessagingSkipReason;

  @Field(() => Int)
  count!: number;
}

/** A staff message: a draft to resume, or a sent one with how many received it and who was skipped. */
@ObjectType()
export class StaffMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  messageId!: number;

  @Field(() => MessagingKind)
  kind!: MessagingKind;

  @Field(() => MessagingStatus)
  status!: MessagingStatus;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  body!: string;

  @Field(() => MessagingAudience)
  audience!: MessagingAudience;

  @Field(() => Int)
  recipientsCount!: number;

  @Field(() => [MessagingSkip])
  skipped!: MessagingSkip[];

  @Field(() => String, { description: 'The sender’s summary: how many received it, skipped and why.' })
  summary!: string;

  @Field(() => String, { description: 'ISO date-time it was first saved.' })
  createdDate!: string;

  @Field(() => String, { nullable: true, description: 'ISO date-time it was sent; null for a draft.' })
  sentDate!: string | null;
}

@ObjectType()
export class StaffMessagePage {
  @Field(() => [StaffMessage])
  rows!: StaffMessage[];

  @Field(() => Int)
  totalRecords!: number;
}

@InputType()
export class MessagingAudienceInput {
  @Field(() => [Int], { nullable: true })
  partyIds?: number[] | null;

  @Field(() => Int, { nullable: true })
  roleId?: number | null;

  @Field(() => Int, { nullable: true })
  collegeId?: number | null;

  @Field(() => Int, { nullable: true })
  productId?: number | null;

  @Field(() => UserStanding, { nullable: true })
  status?: UserStanding | null;
}

@InputType()
export class ComposeMessageInput {
  @Field(() => Int, { nullable: true, description: 'The draft to update or send; absent for a new one.' })
  messageId?: number | null;

  @Field(() => MessagingKind)
  kind!: MessagingKind;

  @Field(() => String)
  subject!: string;

  @Field(() => String, { defaultValue: '' })
  body!: string;

  @Field(() => MessagingAudienceInput)
  audience!: MessagingAudienceInput;
}

@ObjectType()
export class ComposeMessagePayload {
  @Field(() => StaffMessage, { nullable: true })
  message!: StaffMessage | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
