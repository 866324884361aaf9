import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { EventsSource } from './events.source';
import { CalendarEvent, EventFilterInput, EventFilterOptions, EventPage, RsvpPayload } from './events.types';

type Context = RequestContext<{ events: EventsSource }>;

/** Calendar and events on the learner dashboard: filters, pages, details and RSVP. */
@Resolver()
export class EventsResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => EventFilterOptions, { description: 'The event types and the cities that have events.' })
  eventFilterOptions(@Ctx() ctx: Context): Promise<EventFilterOptions> {
    return ctx.sources.events.filterOptions();
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => [String], { description: 'Suburbs with events, of one city or of all.' })
  eventSuburbs(
    @Ctx() ctx: Context,
    @Arg('city', () => String, { nullable: true }) city: string | null,
  ): Promise<string[]> {
    return ctx.sources.events.suburbs(city);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => EventPage, { description: 'A page of events, soonest first (latest first when past).' })
  events(
    @Ctx() ctx: Context,
    @Arg('filter', () => EventFilterInput, { nullable: true }) filter: EventFilterInput | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10, description: 'At most 50.' }) pageSize: number,
  ): Promise<EventPage> {
    return ctx.sources.events.page(filter, page, pageSize);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => CalendarEvent, { nullable: true, description: 'One event with my RSVP; null when unknown.' })
  event(@Ctx() ctx: Context, @Arg('eventId', () => Int) eventId: number): Promise<CalendarEvent | null> {
    return ctx.sources.events.details(eventId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => RsvpPayload, { description: 'RSVP to an event, once, before it starts.' })
  rsvpEvent(@Ctx() ctx: Context, @Arg('eventId', () => Int) eventId: number): Promise<RsvpPayload> {
    return ctx.sources.events.rsvp(eventId);
  }
}
