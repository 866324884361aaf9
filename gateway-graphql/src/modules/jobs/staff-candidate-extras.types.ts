import { MessageChannel, RsvpResponse } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(MessageChannel, {
  name: 'MessageChannel',
  description: 'How a message reaches a candidate.',
});
registerEnumType(RsvpResponse, {
  name: 'RsvpResponse',
  description: 'The learner’s answer to an interview invitation.',
});

/** A staff member's rating of an application at one stage (`001 §7` save feedback, rating history). */
@ObjectType()
export class CandidateRating {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int)
  stageId!: number;

  @Field(() => String)
  stageName!: string;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String)
  feedback!: string;

  @Field(() => Int)
  byPartyId!: number;

  @Field(() => String)
  byName!: string;

  @Field(() => String, { description: 'ISO date-time of the last save.' })
  ratedAt!: string;
}

/** What a corporate's interviewer said, as staff recorded it (`001 §7` external comments). */
@ObjectType()
export class ExternalComment {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => String)
  interviewerName!: string;

  @Field(() => String)
  comment!: string;

  @Field(() => String, { description: 'ISO date.' })
  commentedOn!: string;

  @Field(() => Int)
  recordedBy!: number;

  @Field(() => String, { description: 'ISO date-time.' })
  recordedAt!: string;
}

/** An e-mail or SMS staff sent an applicant (`001 §7` send SMS/e-mail to a candidate). */
@ObjectType()
export class CandidateMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => MessageChannel)
  channel!: MessageChannel;

  @Field(() => String, { description: 'The address or mobile number it went to.' })
  recipient!: string;

  @Field(() => String, { nullable: true, description: 'Null for an SMS.' })
  subject!: string | null;

  @Field(() => String)
  body!: string;

  @Field(() => Int)
  sentBy!: number;

  @Field(() => String, { description: 'ISO date-time.' })
  sentAt!: string;
}

/** An interview an applicant is asked to, with their answer once given (`001 §7` RSVP response). */
@ObjectType()
export class InterviewInvitation {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  invitationId!: number;

  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  corporateName!: string;

  @Field(() => Int)
  stageId!: number;

  @Field(() => String)
  stageName!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  scheduledAt!: string;

  @Field(() => String)
  details!: string;

  @Field(() => RsvpResponse, { nullable: true, description: 'Null until the learner answers.' })
  response!: RsvpResponse | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the answer.' })
  respondedAt!: string | null;
}

@ObjectType({ description: 'A staff-only download that works for a few minutes.' })
export class ExportLink {
  @Field(() => String, { description: 'A path on this gateway; open it in the staff member’s browser.' })
  url!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  expiresAt!: string;
}

@InputType()
export class RateCandidateInput {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int, { description: 'A stage of the application’s job that the candidate has reached.' })
  stageId!: number;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String, { defaultValue: '' })
  feedback!: string;
}

@InputType()
export class ExternalCommentInput {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => String)
  interviewerName!: string;

  @Field(() => String)
  comment!: string;

  @Field(() => String, { description: 'ISO date (YYYY-MM-DD), not in the future.' })
  commentedOn!: string;
}

@InputType()
export class ReferJobInput {
  @Field(() => Int)
  jobId!: number;

  @Field(() => String)
  email!: string;
}

@InputType()
export class MessageCandidateInput {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => MessageChannel)
  channel!: MessageChannel;

  @Field(() => String, { nullable: true, description: 'Required for an e-mail; none for an SMS.' })
  subject?: string | null;

  @Field(() => String)
  body!: string;
}

@InputType()
export class InterviewInviteInput {
  @Field(() => Int)
  applicationId!: number;

  @Field(() => Int, { description: 'An interview stage of the application’s job.' })
  stageId!: number;

  @Field(() => String, { description: 'ISO date-time with its offset, in the future.' })
  scheduledAt!: string;

  @Field(() => String, { description: 'Where or how: an address, a video link, whom to ask for.' })
  details!: string;
}

@InputType()
export class RespondToInterviewInput {
  @Field(() => Int)
  invitationId!: number;

  @Field(() => RsvpResponse)
  response!: RsvpResponse;
}

@ObjectType()
export class CandidateRatingsPayload {
  @Field(() => [CandidateRating], { description: 'The application’s ratings after the save.' })
  ratings!: CandidateRating[];

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class ExternalCommentPayload {
  @Field(() => ExternalComment, { nullable: true })
  comment!: ExternalComment | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class CandidateMessagePayload {
  @Field(() => CandidateMessage, { nullable: true })
  message!: CandidateMessage | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class InterviewInvitationPayload {
  @Field(() => InterviewInvitation, { nullable: true })
  invitation!: InterviewInvitation | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
