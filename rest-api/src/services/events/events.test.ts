import {
  type CollegeStudentRow,
  type CollegeSummary,
  EventMessage,
  type EventReminderResult,
  type EventRsvpRow,
  ReasonCode,
  RestPath,
  StaffAction,
  type StaffAuditRow,
  type StaffEventRow,
  type StudentEvent,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { JOB_SEEKER } from '../../db/seed/job-seeker';
import { readOutbox } from '../../testing/outbox-reader';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
}, 60_000);
afterAll(() => api?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Treasury Operations Webinar',
  eventType: 'WEBINAR',
  description: 'Dealing room, settlements and the roles in between.',
  mode: 'ONLINE',
  date: inDays(3),
  startTime: '17:30',
  endTime: '18:30',
  city: 'Mumbai',
  suburb: 'Fort',
  venue: 'Online',
  joinUrl: 'https://events.finx.demo/live/treasury',
  capacity: 1,
  ...overrides,
});

const auditOf = async (entityId: number) =>
  (await admin.get<never, StaffAuditRow>(RestPath.STAFF_AUDIT, { query: { entityId: String(entityId) } }))
    .body.responseListObject ?? [];

describe('staff events: add, update, report, reminder', () => {
  it('is refused to learners and college officers', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    expect((await learner.get(RestPath.EVENT_STAFF_LIST)).status).toBe(403);
    expect((await tpo.post(RestPath.EVENT_ADD, form())).status).toBe(403);
    expect((await learner.post(RestPath.EVENT_REMINDER, { eventID: 501 })).status).toBe(403);
  });

  it('adds an event in IST, audited, that a learner RSVPs to until its capacity is reached', async () => {
    const added = await admin.post<StaffEventRow>(RestPath.EVENT_ADD, form());
    const event = added.body.responseObject;
    expect(event).toMatchObject({ title: 'Treasury Operations Webinar', mode: 'ONLINE', capacity: 1 });
    expect(event?.startsAt).toBe(new Date(`${inDays(3)}T12:00:00Z`).toISOString());
    const eventID = event?.eventID ?? 0;
    const [entry] = await auditOf(eventID);
    expect(entry).toMatchObject({ action: StaffAction.EVENT_CREATE, before: null });

    const first = loadLearner(31);
    const learner = await api.signedIn(first.email);
    const rsvp = await learner.post<StudentEvent>(RestPath.EVENT_RSVP, {
      studentPartyID: first.partyId,
      eventID,
    });
    expect(rsvp.body.responseObject?.rsvpCount).toBe(1);
    const second = loadLearner(32);
    const late = await (
      await api.signedIn(second.email)
    ).post(RestPath.EVENT_RSVP, {
      studentPartyID: second.partyId,
      eventID,
    });
    expect(late.body.reasonCode).toBe(ReasonCode.EVENT_FULL);

    const report = await ops.get<never, EventRsvpRow>(RestPath.EVENT_REPORT, { query: { eventID } });
    expect(report.body.responseListObject?.map((row) => row.emailID)).toEqual([first.email]);

    const reminded = await ops.post<EventReminderResult>(RestPath.EVENT_REMINDER, { eventID });
    expect(reminded.body.responseObject).toEqual({ sent: 1 });
    const [mail] = await readOutbox(admin, first.email);
    expect(mail?.subject).toBe('Reminder: Treasury Operations Webinar');
    expect(mail?.body).toContain('17:30 to 18:30 IST');
    expect((await auditOf(eventID)).map((row) => row.action)).toContain(StaffAction.EVENT_REMIND);
  });

  it('updates an event with the before and after audited, and lists it for staff', async () => {
    const added = await ops.post<StaffEventRow>(
      RestPath.EVENT_ADD,
      form({ title: 'Branch Banking Walk-in' }),
    );
    const eventID = added.body.responseObject?.eventID ?? 0;
    const updated = await ops.post<StaffEventRow>(
      RestPath.EVENT_UPDATE,
      form({
        eventID,
        title: 'Branch Banking Walk-in',
        mode: 'IN_PERSON',
        venue: 'Horniman Circle Hall',
        capacity: '',
      }),
    );
    expect(updated.body.responseObject).toMatchObject({
      mode: 'IN_PERSON',
      joinUrl: null,
      capacity: null,
      venue: 'Horniman Circle Hall',
    });
    const update = (await auditOf(eventID)).find((row) => row.action === StaffAction.EVENT_UPDATE);
    expect(update?.before).toMatchObject({ venue: '', capacity: 1 });
    expect(update?.after).toMatchObject({ venue: 'Horniman Circle Hall', capacity: null });

    const list = await ops.get<never, StaffEventRow>(RestPath.EVENT_STAFF_LIST, {
      query: { search: 'walk-in', sort: 'title', order: 'asc' },
    });
    expect(list.body.responseListObject?.map((row) => row.eventID)).toEqual([eventID]);
  });

  it('refuses bad input with the rule’s words, never a 500', async () => {
    const noLink = await admin.post(RestPath.EVENT_ADD, form({ joinUrl: '' }));
    expect(noLink.body).toMatchObject({
      reasonCode: 'VALIDATION_FAILED',
      reasonText: EventMessage.LINK_REQUIRED,
    });
    const backwards = await admin.post(RestPath.EVENT_ADD, form({ endTime: '09:00' }));
    expect(backwards.body.reasonText).toBe(EventMessage.END_BEFORE_START);
    const past = await admin.post(RestPath.EVENT_ADD, form({ date: inDays(-2) }));
    expect(past.body.reasonText).toBe(EventMessage.DATE_PAST);
    const badDate = await admin.post(RestPath.EVENT_ADD, form({ date: '2026-02-31' }));
    expect(badDate.body.reasonText).toBe(EventMessage.DATE_INVALID);
    const missing = await admin.post(RestPath.EVENT_UPDATE, form({ eventID: 999_999 }));
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const nobody = await admin.post(RestPath.EVENT_REMINDER, { eventID: 503 });
    expect(nobody.body.reasonCode).toBe(ReasonCode.EVENT_NO_RSVPS);
    const held = await admin.post(RestPath.EVENT_REMINDER, { eventID: 498 });
    expect(held.body.reasonCode).toBe(ReasonCode.EVENT_IS_PAST);
  });
});

describe('the college officer’s college', () => {
  it('shows the officer their college, its figures and students, and audits a contact change', async () => {
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    const mine = await tpo.get<CollegeSummary>(RestPath.COLLEGE_MINE);
    expect(mine.body.responseObject).toMatchObject({ name: 'Demo College of Commerce', students: 1 });
    const students = await tpo.get<never, CollegeStudentRow>(RestPath.COLLEGE_STUDENTS);
    expect(students.body.responseListObject?.map((row) => row.partyId)).toEqual([JOB_SEEKER.partyId]);

    const bad = await tpo.post(RestPath.COLLEGE_CONTACT, {
      contactName: '',
      contactEmail: 'x',
      contactPhone: '1',
    });
    expect(bad.body.reasonCode).toBe('VALIDATION_FAILED');
    const changed = await tpo.post<CollegeSummary>(RestPath.COLLEGE_CONTACT, {
      contactName: 'Dr. Meera Kulkarni',
      contactEmail: 'Meera@DemoCollege.example',
      contactPhone: '9820000199',
    });
    expect(changed.body.responseObject).toMatchObject({ contactEmail: 'meera@democollege.example' });
    const [entry] = await auditOf(mine.body.responseObject?.collegeId ?? 0);
    expect(entry).toMatchObject({ action: StaffAction.COLLEGE_CONTACT });

    expect((await admin.get(RestPath.COLLEGE_MINE)).status).toBe(403);
  });
});
