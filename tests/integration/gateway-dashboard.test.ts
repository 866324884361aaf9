import { DashboardMessage, ProfileMessage, ReasonCode } from '@finx/domain';
import { CFX_HOLDER, DEMO_ACCOUNTS, DEMO_EVENT_IDS, DEMO_EVENTS, LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptAdmissionLetterDocument,
  AdmissionLetterDocument,
  CalendarEventDetailsDocument,
  EventFilterOptionsDocument,
  EventSuburbsDocument,
  EventsDocument,
  InterestedProductsDocument,
  MyProfileDocument,
  ReferFriendDocument,
  RsvpEventDocument,
  SetProductInterestDocument,
  SaveParentDetailsDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const upcoming = DEMO_EVENTS.filter((event) => event.inDays > 0);

describe('gateway learner dashboard: events, RSVP, admission letter, parent details, referral', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('filters events by type, city and suburb and pages them on the server', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[30]!.email, { browser: 'events' });
    const options = (await learner.data(EventFilterOptionsDocument)).eventFilterOptions;
    expect(options.types.map((type) => type.label)).toEqual(['Webinar', 'Campus Drive', 'Workshop']);
    expect(options.cities).toContain('Mumbai');
    expect((await learner.data(EventSuburbsDocument, { city: 'Mumbai' })).eventSuburbs).toEqual([
      'Andheri',
      'Bandra Kurla Complex',
      'Powai',
    ]);

    const first = (await learner.data(EventsDocument, { page: 1, pageSize: 4 })).events;
    expect(first.total).toBe(upcoming.length);
    expect(first.items.map((event) => event.eventId)).toEqual([501, 502, 503, 504]);
    expect(first.items.every((event) => !event.isPast)).toBe(true);
    const last = (await learner.data(EventsDocument, { page: 3, pageSize: 4 })).events;
    expect(last.items.map((event) => event.eventId)).toEqual([509, 510, 511, 512]);

    const workshops = (
      await learner.data(EventsDocument, {
        filter: { type: 'WORKSHOP', city: ' pune ' },
        page: 1,
        pageSize: 10,
      })
    ).events;
    expect(workshops.items.map((event) => [event.title, event.typeLabel])).toEqual([
      ['Interview Skills for BFSI Roles', 'Workshop'],
    ]);
    const powai = (
      await learner.data(EventsDocument, {
        filter: { city: 'Mumbai', suburb: 'Powai' },
        page: 1,
        pageSize: 10,
      })
    ).events;
    expect(powai.total).toBe(1);
    const past = (await learner.data(EventsDocument, { filter: { period: 'PAST' }, page: 1, pageSize: 10 }))
      .events;
    expect(past.items.map((event) => [event.eventId, event.isPast])).toEqual([
      [498, true],
      [499, true],
    ]);
    // The server refuses pages larger than it serves; the gateway answers it as bad input, not a 500.
    expect(errorCodes(await learner.graphql(EventsDocument, { page: 1, pageSize: 500 }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('records an RSVP once, refuses a past event with its message, and is for learners only', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[31]!.email, { browser: 'rsvp' });
    const eventId = DEMO_EVENT_IDS.upcomingDrive;
    expect((await learner.data(CalendarEventDetailsDocument, { eventId })).event).toMatchObject({
      rsvpOn: null,
      rsvpCount: 0,
    });
    const rsvp = (await learner.data(RsvpEventDocument, { eventId })).rsvpEvent;
    expect(rsvp.userErrors).toEqual([]);
    expect(rsvp.event).toMatchObject({ eventId, rsvpCount: 1, rsvpOn: expect.any(String) });
    const again = (await learner.data(RsvpEventDocument, { eventId })).rsvpEvent;
    expect(again.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.EVENT_ALREADY_RSVPED, 'eventId'],
    ]);
    expect((await learner.data(CalendarEventDetailsDocument, { eventId })).event?.rsvpCount).toBe(1);

    const past = (await learner.data(RsvpEventDocument, { eventId: DEMO_EVENT_IDS.past })).rsvpEvent;
    expect(past.userErrors).toEqual([
      {
        code: ReasonCode.EVENT_IS_PAST,
        field: 'eventId',
        message: 'This event has already taken place, so RSVPs are closed.',
      },
    ]);
    expect((await learner.data(CalendarEventDetailsDocument, { eventId: 424_242 })).event).toBeNull();

    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    expect(errorCodes(await ops.graphql(RsvpEventDocument, { eventId }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(EventsDocument, { page: 1, pageSize: 5 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('marks products of interest and reads them back, narrowed and paged', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[32]!.email, { browser: 'interest' });
    for (const productId of [3001, 3003]) {
      expect(
        (await learner.data(SetProductInterestDocument, { productId, interested: true })).setProductInterest,
      ).toEqual({ ok: true, userErrors: [] });
    }
    const page = (await learner.data(InterestedProductsDocument, { page: 1, pageSize: 1 }))
      .interestedProducts;
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    const narrowed = (
      await learner.data(InterestedProductsDocument, { productIds: [3003, 3004], page: 1, pageSize: 10 })
    ).interestedProducts;
    expect(narrowed.items.map((item) => item.productId)).toEqual([3003]);
    const unknown = (await learner.data(SetProductInterestDocument, { productId: 999_999, interested: true }))
      .setProductInterest;
    expect(unknown.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'productId'],
    ]);
  });

  it('shows the admission letter to a CFX holder and accepts it once; others are refused', async () => {
    const holder = await loginAs(stack, CFX_HOLDER.email, { browser: 'holder' });
    expect((await holder.data(AdmissionLetterDocument)).admissionLetter).toMatchObject({
      eligible: true,
      acceptedOn: null,
    });
    const accepted = (await holder.data(AcceptAdmissionLetterDocument)).acceptAdmissionLetter;
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.letter?.acceptedOn).toEqual(expect.any(String));
    const again = (await holder.data(AcceptAdmissionLetterDocument)).acceptAdmissionLetter;
    expect(again.userErrors.map((error) => error.code)).toEqual([ReasonCode.ADMISSION_ALREADY_ACCEPTED]);
    expect((await holder.data(AdmissionLetterDocument)).admissionLetter.acceptedOn).toBe(
      accepted.letter?.acceptedOn,
    );

    const other = await loginAs(stack, LOAD_LEARNERS[33]!.email, { browser: 'no-cfx' });
    expect((await other.data(AdmissionLetterDocument)).admissionLetter.eligible).toBe(false);
    expect(
      (await other.data(AcceptAdmissionLetterDocument)).acceptAdmissionLetter.userErrors.map(
        (error) => error.code,
      ),
    ).toEqual([ReasonCode.ADMISSION_NOT_ELIGIBLE]);
  });

  // updateParentDetails is the profile's parents section: one record, whichever screen saves it.
  it('puts each broken parents rule on its field, saves valid details, and My Profile shows them', async () => {
    const learner = await loginAs(stack, LOAD_LEARNERS[34]!.email, { browser: 'parent' });
    const parentsNow = async () => (await learner.data(MyProfileDocument)).myProfile.parents;
    expect(await parentsNow()).toBeNull();
    const refused = (
      await learner.data(SaveParentDetailsDocument, {
        input: { fatherName: '', fatherMobile: '12345', motherName: 'Lakshmi Iyer', motherMobile: '' },
      })
    ).saveParentDetails;
    expect(refused.userErrors.map((error) => [error.field, error.message])).toEqual([
      ['input.fatherName', ProfileMessage.PARENT_NAME_REQUIRED],
      ['input.fatherMobile', ProfileMessage.PARENT_MOBILE_INVALID],
    ]);
    expect(await parentsNow()).toBeNull();

    const saved = (
      await learner.data(SaveParentDetailsDocument, {
        input: {
          fatherName: 'Suresh Iyer',
          fatherMobile: '9123456789',
          motherName: 'Lakshmi Iyer',
          motherMobile: '',
        },
      })
    ).saveParentDetails;
    expect(saved.userErrors).toEqual([]);
    expect(await parentsNow()).toMatchObject({
      fatherName: 'Suresh Iyer',
      fatherMobile: '9123456789',
      motherName: 'Lakshmi Iyer',
    });
  });

  it('sends a referral mail, refuses an invalid or repeated address with a clear message', async () => {
    const account = LOAD_LEARNERS[35]!;
    const learner = await loginAs(stack, account.email, { browser: 'referral' });
    const refer = async (friendEmail: string) =>
      (await learner.data(ReferFriendDocument, { input: { friendName: 'Rahul Mehta', friendEmail } }))
        .referFriend;

    expect((await refer('rahul@')).userErrors).toEqual([
      { code: ReasonCode.VALIDATION_FAILED, field: 'input.friendEmail', message: 'Invalid email address' },
    ]);
    expect((await refer(account.email)).userErrors.map((error) => [error.field, error.message])).toEqual([
      ['input.friendEmail', DashboardMessage.FRIEND_IS_SELF],
    ]);
    const sent = await refer('rahul.mehta@example.com');
    expect(sent).toMatchObject({ ok: true, userErrors: [] });
    const outbox = (await (
      await fetch(`${stack.gatewayUrl}/dev/outbox?to=rahul.mehta@example.com`)
    ).json()) as {
      subject: string;
      body: string;
    }[];
    expect(outbox[0]?.subject).toContain('invites you to FinX');
    expect(outbox[0]?.body).toContain('Dear Rahul Mehta');
    expect(
      (await refer('Rahul.Mehta@example.com')).userErrors.map((error) => [error.code, error.field]),
    ).toEqual([[ReasonCode.REFERRAL_ALREADY_SENT, 'input.friendEmail']]);
  });
});
