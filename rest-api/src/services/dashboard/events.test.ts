import { ReasonCode, RestPath, type StudentEvent } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { DEMO_EVENT_IDS, DEMO_EVENTS } from '../../db/seed/events';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

const upcoming = DEMO_EVENTS.filter((event) => event.inDays > 0);

describe('events (type, filteredCity, suburb, filteredStudent, detailsOnEventID, rsvp)', () => {
  it('lists the filters’ lookups and pages upcoming events on the server, soonest first', async () => {
    const learner = loadLearner(20);
    const client = await api.signedIn(learner.email);
    const types = await client.get<never, { code: string }>(RestPath.EVENT_TYPES);
    expect(types.body.responseListObject?.map((type) => type.code)).toEqual([
      'WEBINAR',
      'CAMPUS_DRIVE',
      'WORKSHOP',
    ]);
    const cities = await client.get<never, string>(RestPath.EVENT_CITIES);
    expect(cities.body.responseListObject).toEqual(['Bengaluru', 'Chennai', 'Mumbai', 'New Delhi', 'Pune']);
    const suburbs = await client.get<never, string>(RestPath.EVENT_SUBURBS, {
      query: { city: 'mumbai' },
      encryptQuery: false,
    });
    expect(suburbs.body.responseListObject).toEqual(['Andheri', 'Bandra Kurla Complex', 'Powai']);

    const first = await client.get<never, StudentEvent>(RestPath.EVENT_LIST, {
      query: { partyId: learner.partyId, page: 1, limit: 5 },
    });
    expect(first.body.totalRecords).toBe(upcoming.length);
    const ids = first.body.responseListObject?.map((event) => event.eventID);
    expect(ids).toEqual([501, 502, 503, 504, 505]);
    const third = await client.get<never, StudentEvent>(RestPath.EVENT_LIST, {
      query: { partyId: learner.partyId, page: 3, limit: 5 },
    });
    expect(third.body.responseListObject?.map((event) => event.eventID)).toEqual([511, 512]);

    const drives = await client.get<never, StudentEvent>(RestPath.EVENT_LIST, {
      query: { partyId: learner.partyId, type: 'CAMPUS_DRIVE', city: 'Bengaluru' },
    });
    expect(drives.body.responseListObject?.map((event) => event.eventID)).toEqual([505]);
    const suburb = await client.get<never, StudentEvent>(RestPath.EVENT_LIST, {
      query: { partyId: learner.partyId, city: 'Mumbai', suburb: 'Powai' },
    });
    expect(suburb.body.responseListObject?.map((event) => event.title)).toEqual(['KYC and AML in Practice']);
    const past = await client.get<never, StudentEvent>(RestPath.EVENT_LIST, {
      query: { partyId: learner.partyId, period: 'PAST' },
    });
    expect(past.body.responseListObject?.map((event) => event.eventID)).toEqual([498, 499]);

    const tooBig = await client.get(RestPath.EVENT_LIST, { query: { partyId: learner.partyId, limit: 500 } });
    expect(tooBig.status).toBe(400);
  });

  it('records an RSVP once, refuses past events, and never reads or RSVPs for another party', async () => {
    const learner = loadLearner(21);
    const other = loadLearner(22);
    const client = await api.signedIn(learner.email);
    const eventID = DEMO_EVENT_IDS.upcomingWebinar;

    const rsvp = await client.post<StudentEvent>(RestPath.EVENT_RSVP, {
      studentPartyID: learner.partyId,
      eventID,
    });
    expect(rsvp.body.responseObject).toMatchObject({ eventID, rsvpCount: 1, rsvpOn: expect.any(String) });
    const again = await client.post(RestPath.EVENT_RSVP, { studentPartyID: learner.partyId, eventID });
    expect(again.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.EVENT_ALREADY_RSVPED });
    const past = await client.post(RestPath.EVENT_RSVP, {
      studentPartyID: learner.partyId,
      eventID: DEMO_EVENT_IDS.past,
    });
    expect(past.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.EVENT_IS_PAST,
      reasonText: 'This event has already taken place, so RSVPs are closed.',
    });
    const missing = await client.post(RestPath.EVENT_RSVP, {
      studentPartyID: learner.partyId,
      eventID: 99_999,
    });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);

    const details = await client.get<StudentEvent>(RestPath.EVENT_DETAILS, {
      query: { partyId: learner.partyId, eventID },
    });
    expect(details.body.responseObject).toMatchObject({ eventID, rsvpCount: 1, joinUrl: expect.any(String) });

    const otherClient = await api.signedIn(other.email);
    expect(
      (await otherClient.get(RestPath.EVENT_DETAILS, { query: { partyId: learner.partyId, eventID } }))
        .status,
    ).toBe(403);
    expect((await otherClient.get(RestPath.EVENT_LIST, { query: { partyId: learner.partyId } })).status).toBe(
      403,
    );
    expect(
      (await otherClient.post(RestPath.EVENT_RSVP, { studentPartyID: learner.partyId, eventID: 502 })).status,
    ).toBe(403);
    // The other learner sees the count but not the first learner's RSVP as theirs.
    const theirs = await otherClient.get<StudentEvent>(RestPath.EVENT_DETAILS, {
      query: { partyId: other.partyId, eventID },
    });
    expect(theirs.body.responseObject).toMatchObject({ rsvpCount: 1, rsvpOn: null });

    const ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
    expect(
      (await ops.post(RestPath.EVENT_RSVP, { studentPartyID: learner.partyId, eventID: 503 })).status,
    ).toBe(403);
  });
});
