import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { EventPeriod, EventType } from '@finx/domain';
import { UserError } from '../shared/user-error.types';

registerEnumType(EventType, {
  name: 'EventType',
  description: 'The kinds of event (`001 §3` Events: type).',
});
registerEnumType(EventPeriod, {
  name: 'EventPeriod',
  description: 'Events still to come (the default) or already held.',
});

@ObjectType()
export class EventTypeOption {
  @Field(() => EventType)
  code!: EventType;

  @Field(() => String)
  label!: string;
}

/** A calendar event with the signed-in learner's RSVP. */
@ObjectType()
export class CalendarEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  eventId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => EventType)
  type!: EventType;

  @Field(() => String)
  typeLabel!: string;

  @Field(() => String)
  description!: string;

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

  @Field(() => String, { nullable: true, description: 'Where a webinar is joined; null in person.' })
  joinUrl!: string | null;

  @Field(() => Int)
  rsvpCount!: number;

  @Field(() => String, { nullable: true, description: 'ISO date-time of my RSVP; null before any.' })
  rsvpOn!: string | null;

  @Field(() => Boolean, { description: 'Whether the event has started, so RSVPs are closed.' })
  isPast!: boolean;
}

@ObjectType()
export class EventPage {
  @Field(() => [CalendarEvent])
  items!: CalendarEvent[];

  @Field(() => Int)
  total!: number;
}

@InputType()
export class EventFilterInput {
  @Field(() => EventType, { nullable: true })
  type?: EventType | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  suburb?: string | null;

  @Field(() => EventPeriod, { nullable: true })
  period?: EventPeriod | null;
}

@ObjectType()
export class EventFilterOptions {
  @Field(() => [EventTypeOption])
  types!: EventTypeOption[];

  @Field(() => [String])
  cities!: string[];
}

@ObjectType()
export class RsvpPayload {
  @Field(() => CalendarEvent, { nullable: true })
  event!: CalendarEvent | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
