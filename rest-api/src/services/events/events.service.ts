import {
  EventMessage,
  EventMode,
  type EventReminderResult,
  type EventRsvpRow,
  eventSchema,
  type EventsReason,
  EventsReasons,
  istInstant,
  istParts,
  ReasonCode,
  StaffAction,
  type StaffEventRow,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  EventValues,
  StaffEventFilter,
  StaffEventRecord,
  StaffEventsRepository,
} from './events.repository';

const { refuse } = refusalsOf(EventsReasons);

export const toStaffEvent = (row: StaffEventRecord): StaffEventRow => ({
  eventID: row.eventId,
  title: row.title,
  eventType: row.eventType,
  description: row.description,
  mode: row.joinUrl ? EventMode.ONLINE : EventMode.IN_PERSON,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  city: row.city,
  suburb: row.suburb,
  venue: row.venue,
  joinUrl: row.joinUrl,
  capacity: row.capacity,
  rsvpCount: row.rsvpCount,
  reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
});

/** What the audit log keeps of an event, before and after a change. */
const auditedOf = (values: EventValues) => ({
  title: values.title,
  eventType: values.eventType,
  description: values.description,
  startsAt: values.startsAt,
  endsAt: values.endsAt,
  city: values.city,
  suburb: values.suburb,
  venue: values.venue,
  joinUrl: values.joinUrl ?? null,
  capacity: values.capacity ?? null,
});

/** The reminder's text: the event as the learner will meet it, in Indian time as the form set it. */
export const reminderBody = (event: StaffEventRecord, firstName: string): string => {
  const start = istParts(event.startsAt);
  const end = istParts(event.endsAt);
  const [year, month, day] = start.date.split('-');
  const where = event.joinUrl
    ? `Join online: ${event.joinUrl}`
    : `Venue: ${event.venue}, ${event.suburb}, ${event.city}`;
  return [
    `Dear ${firstName},`,
    '',
    `This is a reminder of "${event.title}", which you have RSVPed to.`,
    `When: ${day}/${month}/${year}, ${start.time} to ${end.time} IST`,
    where,
    '',
    'We look forward to seeing you. - Team FinX',
  ].join('\n');
};

export interface EventsServiceDeps {
  events: StaffEventsRepository;
  audit: Pick<AuditService, 'record'>;
  messenger: Messenger;
  transaction: RunInTransaction;
  now?: () => Date;
}

/**
 * Staff events (issue 13 item 4, `001 §3` Events add, update, report, sendEventRemainderMail): the
 * same events learners see and RSVP to. Every change is audited in its own transaction.
 */
export class EventsService {
  constructor(private readonly deps: EventsServiceDeps) {}

  async list(filter: StaffEventFilter): Promise<{ rows: StaffEventRow[]; total: number }> {
    const { rows, total } = await this.deps.events.page(filter, this.now());
    return { rows: rows.map(toStaffEvent), total };
  }

  async get(eventId: number): Promise<Outcome<StaffEventRow, EventsReason>> {
    const row = await this.deps.events.find(eventId);
    return row ? accept(toStaffEvent(row)) : refuse(ReasonCode.NOT_FOUND);
  }

  /** A new event must start in the future: learners could never RSVP to one already begun. */
  async create(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<StaffEventRow, EventsReason> | InvalidField> {
    const values = await this.valuesOf(input);
    if ('ok' in values) return values;
    if (values.startsAt.getTime() <= this.now().getTime()) return invalidField(EventMessage.DATE_PAST);
    const eventId = await this.deps.transaction(async (tx) => {
      const id = await this.deps.events.insert(tx, values);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.EVENT_CREATE,
        entityType: 'event',
        entityId: id,
        before: null,
        after: auditedOf(values),
      });
      return id;
    });
    return this.get(eventId);
  }

  /** Any field may change, a held event's too (a correction of its record); RSVPs are kept. */
  async update(
    actor: StaffActor,
    eventId: number,
    input: unknown,
  ): Promise<Outcome<StaffEventRow, EventsReason> | InvalidField> {
    const values = await this.valuesOf(input);
    if ('ok' in values) return values;
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<undefined, EventsReason>> => {
      const before = await this.deps.events.findForUpdate(tx, eventId);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      await this.deps.events.update(tx, eventId, values);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.EVENT_UPDATE,
        entityType: 'event',
        entityId: eventId,
        before: auditedOf(before),
        after: auditedOf(values),
      });
      return accept();
    });
    return outcome.ok ? this.get(eventId) : outcome;
  }

  async report(eventId: number): Promise<Outcome<EventRsvpRow[], EventsReason>> {
    if (!(await this.deps.events.find(eventId))) return refuse(ReasonCode.NOT_FOUND);
    const rows = await this.deps.events.rsvps(eventId);
    return accept(
      rows.map((row) => ({
        partyId: row.partyId,
        firstName: row.firstName,
        lastName: row.lastName,
        emailID: row.email,
        mobileNo: row.mobile,
        college: row.college,
        rsvpOn: row.rsvpAt.toISOString(),
      })),
    );
  }

  /**
   * Mails every learner who RSVPed (through the outbox, so each mail is on record), for an event still
   * to come. The audit entry and the event's reminder time are written first; mails follow the commit.
   */
  async remind(actor: StaffActor, eventId: number): Promise<Outcome<EventReminderResult, EventsReason>> {
    const at = this.now();
    const outcome = await this.deps.transaction(
      async (
        tx,
      ): Promise<
        Outcome<
          { event: StaffEventRecord; rsvps: Awaited<ReturnType<StaffEventsRepository['rsvps']>> },
          EventsReason
        >
      > => {
        const event = await this.deps.events.findForUpdate(tx, eventId);
        if (!event) return refuse(ReasonCode.NOT_FOUND);
        if (event.startsAt.getTime() <= at.getTime()) return refuse(ReasonCode.EVENT_IS_PAST);
        const rsvps = await this.deps.events.rsvps(eventId, tx);
        if (rsvps.length === 0) return refuse(ReasonCode.EVENT_NO_RSVPS);
        await this.deps.events.markReminded(tx, eventId, at);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.EVENT_REMIND,
          entityType: 'event',
          entityId: eventId,
          before: { reminderSentAt: event.reminderSentAt?.toISOString() ?? null },
          after: { reminderSentAt: at.toISOString(), recipients: rsvps.length },
        });
        return accept({ event, rsvps });
      },
    );
    if (!outcome.ok) return outcome;
    const { event, rsvps } = outcome.value;
    for (const rsvp of rsvps) {
      await this.deps.messenger.send({
        channel: 'EMAIL',
        recipient: rsvp.email,
        subject: `Reminder: ${event.title}`,
        body: reminderBody(event, rsvp.firstName),
      });
    }
    return accept({ sent: rsvps.length });
  }

  private async valuesOf(input: unknown): Promise<EventValues | InvalidField> {
    const checked = await checkSpecRules(eventSchema, input);
    if (!checked.ok) return checked;
    const value = checked.value;
    return {
      title: value.title,
      eventType: value.eventType,
      description: value.description,
      startsAt: istInstant(value.date, value.startTime),
      endsAt: istInstant(value.date, value.endTime),
      city: value.city,
      suburb: value.suburb,
      venue: value.venue,
      joinUrl: value.mode === EventMode.ONLINE ? (value.joinUrl ?? null) : null,
      capacity: value.capacity ?? null,
    };
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}
