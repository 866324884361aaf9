import {
  type AppliedJob,
  type Candidate,
  ClientRoute,
  type InterviewInvitation,
  StaffCandidateExtrasMessage,
  ReasonCode,
  RestPath,
  type StaffHistoryEntry,
  type StaffJob,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeMembers } from '../../db/schema/colleges';
import { jobInterviewInvitations } from './jobs.schema';
import { DEMO_ACCOUNTS, DEMO_COLLEGE } from '../../db/seed';
import { readOutbox } from '../../testing/outbox-reader';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let ops: RestTestClient;
let job: StaffJob;
const [invited, other, outsider] = [loadLearner(31), loadLearner(32), loadLearner(33)];
const clients = new Map<number, RestTestClient>();
const applicationOf = new Map<number, number>();
const stageId = (name: string) => job.stages.find((stage) => stage.name === name)!.stageID;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  api = await createTestRestApi();
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  const created = await ops.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
    corporateID: 2,
    title: 'Interviews test analyst',
    description: 'A job the interview and college tests apply for, with the default pipeline.',
    jobFunctionID: 2,
    keySkillIDs: [102],
    locationIDs: [401],
    minExperience: 0,
    maxExperience: 5,
    employmentType: 'FULL_TIME',
    openings: 3,
    closesOn: '2099-12-31',
  });
  job = created.body.responseObject!;
  for (const learner of [invited!, other!, outsider!]) {
    const client = await api.signedIn(learner.email);
    clients.set(learner.partyId, client);
    const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [],
    });
    applicationOf.set(learner.partyId, applied.body.responseObject!.applicationID);
  }
  // Two of the three study at the demo college; the third belongs to none.
  await api.db.insert(collegeMembers).values([
    { partyId: invited!.partyId, collegeId: DEMO_COLLEGE.collegeId },
    { partyId: other!.partyId, collegeId: DEMO_COLLEGE.collegeId },
  ]);
}, 60_000);
afterAll(() => api?.close());

const invite = (applicationID: number, stage: string, scheduledAt = inAnHour()) =>
  ops.post<InterviewInvitation>(RestPath.STAFF_JOB_INTERVIEW_INVITE, {
    applicationID,
    stageID: stageId(stage),
    scheduledAt,
    details: 'Video call: the link follows by e-mail.',
  });
const rsvp = (partyId: number, invitationID: number, response: string) =>
  clients.get(partyId)!.post<InterviewInvitation>(RestPath.JOB_INTERVIEW_RSVP, {
    studentPartyID: partyId,
    invitationID,
    response,
  });

describe('interview invitations and RSVP', () => {
  it('invites to an interview stage, mails the learner, and takes their answer until the interview', async () => {
    const application = applicationOf.get(invited!.partyId)!;
    const sent = await invite(application, 'Interview round 1');
    const invitation = sent.body.responseObject!;
    expect(invitation).toMatchObject({ stageName: 'Interview round 1', response: null, jobTitle: job.title });
    const [mail] = await readOutbox(ops, invited!.email);
    expect(mail?.subject).toBe(`Interview invitation: ${job.title}`);
    expect(mail?.body).toContain(ClientRoute.appliedJobs());

    const mine = await clients
      .get(invited!.partyId)!
      .get<never, InterviewInvitation>(RestPath.JOB_INTERVIEWS, {
        query: { studentPartyID: invited!.partyId },
      });
    expect(mine.body.responseListObject?.map((entry) => entry.invitationID)).toEqual([
      invitation.invitationID,
    ]);

    expect(
      (await rsvp(invited!.partyId, invitation.invitationID, 'DECLINED')).body.responseObject?.response,
    ).toBe('DECLINED');
    const accepted = await rsvp(invited!.partyId, invitation.invitationID, 'ACCEPTED');
    expect(accepted.body.responseObject).toMatchObject({
      response: 'ACCEPTED',
      respondedAt: expect.any(String),
    });
    const staffView = await ops.get<never, InterviewInvitation>(RestPath.STAFF_JOB_INTERVIEW_INVITATIONS, {
      query: { applicationID: application },
    });
    expect(staffView.body.responseListObject?.[0]?.response).toBe('ACCEPTED');

    // Inviting again to the same stage reschedules it and asks for a new answer.
    const again = await invite(
      application,
      'Interview round 1',
      new Date(Date.now() + 7_200_000).toISOString(),
    );
    expect(again.body.responseObject).toMatchObject({
      invitationID: invitation.invitationID,
      response: null,
    });

    await api.db
      .update(jobInterviewInvitations)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(jobInterviewInvitations.invitationId, invitation.invitationID));
    const late = await rsvp(invited!.partyId, invitation.invitationID, 'ACCEPTED');
    expect(late.body.reasonCode).toBe(ReasonCode.INTERVIEW_IS_PAST);
  });

  it('refuses another learner’s invitation, other stages, past times, and learners inviting', async () => {
    const application = applicationOf.get(other!.partyId)!;
    const invitation = (await invite(application, 'Interview round 2')).body.responseObject!;
    const foreign = await rsvp(invited!.partyId, invitation.invitationID, 'ACCEPTED');
    expect(foreign.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const someoneElses = await clients
      .get(invited!.partyId)!
      .get(RestPath.JOB_INTERVIEWS, { query: { studentPartyID: other!.partyId } });
    expect(someoneElses.status).toBe(403);

    expect((await invite(application, 'Screening')).body.reasonCode).toBe(ReasonCode.INTERVIEW_STAGE_INVALID);
    const past = await invite(application, 'Interview round 1', '2020-01-01T10:00:00Z');
    expect(past.body.reasonText).toBe(StaffCandidateExtrasMessage.INTERVIEW_TIME);
    const byLearner = await clients.get(other!.partyId)!.post(RestPath.STAFF_JOB_INTERVIEW_INVITE, {
      applicationID: application,
      stageID: stageId('Interview round 1'),
      scheduledAt: inAnHour(),
      details: 'Self-invited',
    });
    expect(byLearner.status).toBe(403);
  });
});

describe('the college officer’s view', () => {
  it('lists only the applicants of the officer’s own college, of one job or all', async () => {
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    const ofJob = await tpo.get<never, Candidate>(RestPath.STAFF_JOB_COLLEGE_CANDIDATES, {
      query: { jobID: job.jobID },
    });
    expect(ofJob.body.responseListObject?.map((row) => row.partyID).sort()).toEqual(
      [invited!.partyId, other!.partyId].sort(),
    );
    const all = await tpo.get<never, Candidate>(RestPath.STAFF_JOB_COLLEGE_CANDIDATES);
    const partiesSeen = new Set(all.body.responseListObject?.map((row) => row.partyID));
    expect(partiesSeen.has(outsider!.partyId)).toBe(false);
    expect(partiesSeen.has(DEMO_ACCOUNTS.learner.partyId)).toBe(false);
    expect(all.body.responseListObject?.every((row) => row.jobTitle.length > 0)).toBe(true);

    const history = (partyId: number) =>
      tpo.get<never, StaffHistoryEntry>(RestPath.STAFF_JOB_COLLEGE_HISTORY, {
        query: { applicationID: applicationOf.get(partyId)! },
      });
    expect((await history(invited!.partyId)).body.responseListObject?.[0]?.stageName).toBe('Applied');
    expect((await history(outsider!.partyId)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);

    const staffReport = await tpo.get(RestPath.STAFF_JOB_CANDIDATES, { query: { jobID: job.jobID } });
    expect(staffReport.status).toBe(403);
    const byStaff = await ops.get(RestPath.STAFF_JOB_COLLEGE_CANDIDATES);
    expect(byStaff.status).toBe(403);
  });

  it('shows nobody to an officer of no college', async () => {
    await api.db.delete(collegeMembers).where(eq(collegeMembers.partyId, DEMO_ACCOUNTS.tpo.partyId));
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    const listed = await tpo.get<never, Candidate>(RestPath.STAFF_JOB_COLLEGE_CANDIDATES);
    expect(listed.body).toMatchObject({ status: 'success', totalRecords: 0 });
  });
});
