import { EventMode, EventSortField, EventType } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

// EventType itself is registered once, with the learner's calendar (dashboard): the same enum here.
registerEnumType(EventMode, {
  name: 'EventMode',
  description: 'How learners attend: ONLINE (through the join link) or IN_PERSON (at the venue).',
});
registerEnumType(EventSortField, {
  name: 'EventSortField',
  description: 'The columns /event-list sorts by.',
});

/** An event as staff manage it (/event-list, /edit-event). */
@ObjectType()
export class StaffEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  eventId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => EventType)
  eventType!: EventType;

  @Field(() => String)
  description!: string;

  @Field(() => EventMode)
  mode!: EventMode;

  @Field(() => String, { description: 'ISO date-time.' })
  startsAt!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  endsAt!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  suburb!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { nullable: true })
  joinUrl!: string | null;

  @Field(() => Int, { nullable: true, description: 'Seats; null means no limit.' })
  capacity!: number | null;

  @Field(() => Int)
  rsvpCount!: number;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the last reminder mail.' })
  reminderSentAt!: string | null;
}

@ObjectType()
export class StaffEventPage {
  @Field(() => [StaffEvent])
  rows!: StaffEvent[];

  @Field(() => Int)
  totalRecords!: number;
}

/** /add-event and /edit-event: the date is an ISO date, the times HH:mm in India Standard Time. */
@InputType()
export class EventInput {
  @Field(() => Int, { nullable: true, description: 'The event to update; absent adds one.' })
  eventId?: number | null;

  @Field(() => String)
  title!: string;

  @Field(() => EventType)
  eventType!: EventType;

  @Field(() => String)
  description!: string;

  @Field(() => EventMode)
  mode!: EventMode;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { description: 'HH:mm, IST.' })
  startTime!: string;

  @Field(() => String, { description: 'HH:mm, IST.' })
  endTime!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  suburb!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { nullable: true, description: 'Required for an online event.' })
  joinUrl?: string | null;

  @Field(() => Int, { nullable: true, description: 'Seats; absent means no limit.' })
  capacity?: number | null;
}

@ObjectType()
export class StaffEventPayload {
  @Field(() => StaffEvent, { nullable: true })
  event!: StaffEvent | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** One learner who RSVPed (the RSVP report). */
@ObjectType()
export class EventRsvp {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobileNo!: string | null;

  @Field(() => String, { nullable: true, description: 'The learner’s college, when they belong to one.' })
  college!: string | null;

  @Field(() => String, { description: 'ISO date-time of the RSVP.' })
  rsvpOn!: string;
}

@ObjectType()
export class EventReminderPayload {
  @Field(() => Int, { description: 'How many learners were mailed.' })
  sent!: number;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
