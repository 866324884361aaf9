import { EventPeriod, EventSortField, RoleId, STAFF_EVENT_MAX_PAGE_SIZE } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { EventsSource } from './events.source';
import {
  EventInput,
  EventReminderPayload,
  EventRsvp,
  StaffEvent,
  StaffEventPage,
  StaffEventPayload,
} from './events.types';

type Context = RequestContext<{ staffEvents: EventsSource }>;

/** Staff events (issue 13 item 4): /event-list, /add-event, /edit-event with its RSVP report. */
@Resolver()
export class StaffEventsResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffEventPage, {
    description: 'Staff: every event, searched, sorted and paged on the server.',
  })
  staffEvents(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Title or city.' }) search: string | null,
    @Arg('period', () => EventPeriod, { nullable: true, description: 'Absent: every event.' })
    period: EventPeriod | null,
    @Arg('sort', () => EventSortField, { defaultValue: EventSortField.STARTS }) sort: EventSortField,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${STAFF_EVENT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<StaffEventPage> {
    return ctx.sources.staffEvents.list({ search, period, sort, descending, page, limit });
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffEvent, { nullable: true, description: 'Staff: one event, for /edit-event.' })
  staffEvent(@Ctx() ctx: Context, @Arg('eventId', () => Int) eventId: number): Promise<StaffEvent | null> {
    return ctx.sources.staffEvents.one(eventId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [EventRsvp], { nullable: true, description: 'Staff: who RSVPed to an event (report).' })
  eventRsvps(@Ctx() ctx: Context, @Arg('eventId', () => Int) eventId: number): Promise<EventRsvp[] | null> {
    return ctx.sources.staffEvents.report(eventId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffEventPayload, {
    description: 'Staff: add an event, or update the one named (add, update).',
  })
  saveEvent(
    @Ctx() ctx: Context,
    @Arg('input', () => EventInput) input: EventInput,
  ): Promise<StaffEventPayload> {
    return ctx.sources.staffEvents.save(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => EventReminderPayload, {
    description: 'Staff: mail every learner who RSVPed a reminder of the event (sendEventRemainderMail).',
  })
  sendEventReminder(
    @Ctx() ctx: Context,
    @Arg('eventId', () => Int) eventId: number,
  ): Promise<EventReminderPayload> {
    return ctx.sources.staffEvents.remind(eventId);
  }
}
