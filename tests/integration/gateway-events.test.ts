import { EventMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, JOB_SEEKER } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignSpocDocument,
  CollegeStudentsDocument,
  EventRsvpsDocument,
  MyCollegeDocument,
  RsvpEventDocument,
  SaveEventDocument,
  SendEventReminderDocument,
  SpocAssignmentsDocument,
  StaffEventsDocument,
  UpdateCollegeContactDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 13 item 4 (events) and item 1 (the college officer's college) through the real gateway and rest-api.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const eventInput = {
  title: 'Gateway Test Workshop',
  eventType: 'WORKSHOP' as const,
  description: 'Trade finance documents, hands on.',
  mode: 'IN_PERSON' as const,
  date: inDays(5),
  startTime: '10:00',
  endTime: '13:00',
  city: 'Pune',
  suburb: 'Baner',
  venue: 'FinX Centre, Baner Road',
  capacity: 40,
};

describe('gateway events and colleges (issue 13 items 1 and 4)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  });
  afterAll(() => stack?.close());

  it('refuses the wrong role on every call', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(StaffEventsDocument, {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await learner.graphql(SaveEventDocument, { input: eventInput }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(errorCodes(await learner.graphql(SendEventReminderDocument, { eventId: 501 }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(errorCodes(await learner.graphql(MyCollegeDocument))).toEqual(['FORBIDDEN']);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    expect(errorCodes(await admin.graphql(CollegeStudentsDocument))).toEqual(['FORBIDDEN']);
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    expect(errorCodes(await tpo.graphql(EventRsvpsDocument, { eventId: 501 }))).toEqual(['FORBIDDEN']);
  });

  it('admin adds an event, a learner RSVPs, ops read the report and send the reminder', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email);
    const bad = dataOf(
      await admin.graphql(SaveEventDocument, { input: { ...eventInput, endTime: '09:00' } }),
    );
    expect(bad.saveEvent.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.endTime', message: EventMessage.END_BEFORE_START },
    ]);
    const saved = dataOf(await admin.graphql(SaveEventDocument, { input: eventInput })).saveEvent;
    expect(saved.userErrors).toEqual([]);
    const eventId = saved.event?.eventId ?? 0;
    expect(saved.event).toMatchObject({ mode: 'IN_PERSON', capacity: 40, rsvpCount: 0, joinUrl: null });
    expect(eventId).toBeGreaterThanOrEqual(100_000);

    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    const rsvp = dataOf(await learner.graphql(RsvpEventDocument, { eventId })).rsvpEvent;
    expect(rsvp.userErrors).toEqual([]);

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const report = dataOf(await ops.graphql(EventRsvpsDocument, { eventId })).eventRsvps;
    expect(report?.map((row) => row.email)).toEqual([DEMO_ACCOUNTS.learner.email]);
    const list = dataOf(await ops.graphql(StaffEventsDocument, { search: 'Gateway Test' })).staffEvents;
    expect(list.rows.map((row) => [row.eventId, row.rsvpCount])).toEqual([[eventId, 1]]);
    const reminder = dataOf(await ops.graphql(SendEventReminderDocument, { eventId })).sendEventReminder;
    expect(reminder).toEqual({ sent: 1, userErrors: [] });
    const past = dataOf(await ops.graphql(SendEventReminderDocument, { eventId: 498 })).sendEventReminder;
    expect(past.userErrors.map((error) => [error.code, error.field])).toEqual([['EVENT_IS_PAST', 'eventId']]);
  });

  it('the officer reads their college’s students and changes its contact fields', async () => {
    const tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email);
    const college = dataOf(await tpo.graphql(MyCollegeDocument)).myCollege;
    expect(college).toMatchObject({ name: 'Demo College of Commerce', students: 1 });
    const students = dataOf(await tpo.graphql(CollegeStudentsDocument)).collegeStudents;
    expect(students.map((row) => row.partyId)).toEqual([JOB_SEEKER.partyId]);
    const input = {
      contactName: 'Placement Office',
      contactEmail: 'tpo@democollege.example',
      contactPhone: '98',
    };
    const bad = dataOf(await tpo.graphql(UpdateCollegeContactDocument, { input })).updateCollegeContact;
    expect(bad.userErrors.map((error) => error.field)).toEqual(['input.contactPhone']);
    const ok = dataOf(
      await tpo.graphql(UpdateCollegeContactDocument, { input: { ...input, contactPhone: '9820000177' } }),
    ).updateCollegeContact;
    expect(ok.college?.contactPhone).toBe('9820000177');
  });

  it('ops assign a SPOC through the gateway; learners are refused', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(errorCodes(await learner.graphql(SpocAssignmentsDocument))).toEqual(['FORBIDDEN']);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email);
    const input = {
      organisationType: 'CORPORATE' as const,
      organisationId: 2,
      staffPartyId: DEMO_ACCOUNTS.admin.partyId,
    };
    expect(dataOf(await ops.graphql(AssignSpocDocument, { input })).assignSpoc).toMatchObject({ ok: true });
    const refused = dataOf(
      await ops.graphql(AssignSpocDocument, {
        input: { ...input, staffPartyId: DEMO_ACCOUNTS.learner.partyId },
      }),
    ).assignSpoc;
    expect(refused.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['SPOC_NOT_STAFF', 'input.staffPartyId'],
    ]);
    const spocs = dataOf(await ops.graphql(SpocAssignmentsDocument)).activeSpocs;
    expect(
      spocs.find((row) => row.organisationType === 'CORPORATE' && row.organisationId === 2)?.staffEmail,
    ).toBe(DEMO_ACCOUNTS.admin.email);
  });
});
