import {
  type ApplicationRating,
  type AppliedJob,
  type CandidateMessage,
  ClientRoute,
  type ExternalComment,
  StaffCandidateExtrasMessage,
  type JobReferral,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type StaffJob,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { jobs } from '../../db/schema/jobs';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { readOutbox } from '../../testing/outbox-reader';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;
let job: StaffJob;
const learners = [loadLearner(21), loadLearner(22), loadLearner(23)];
const applicationOf = new Map<number, number>();
const stageId = (name: string) => job.stages.find((stage) => stage.name === name)!.stageID;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  const created = await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, {
    corporateID: 1,
    title: 'Extras test associate',
    description: 'A job the staff extras tests apply for, with the default pipeline.',
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
  for (const learner of learners) {
    const client = await api.signedIn(learner.email);
    const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
      studentPartyID: learner.partyId,
      jobID: job.jobID,
      answers: [],
    });
    applicationOf.set(learner.partyId, applied.body.responseObject!.applicationID);
  }
}, 60_000);
afterAll(() => api?.close());

const applicationId = (index: number) => applicationOf.get(learners[index]!.partyId)!;

describe('saveFeedback and ratingHistory', () => {
  it('keeps one rating per stage and staff member, in pipeline order, and refuses stages not reached', async () => {
    const application = applicationId(0);
    await admin.post(RestPath.STAFF_JOB_NEXT_STAGE, { applicationID: application });
    const rate = (client: RestTestClient, stage: string, rating: number, feedback: string) =>
      client.post<ApplicationRating[]>(RestPath.STAFF_JOB_SAVE_FEEDBACK, {
        applicationID: application,
        stageID: stageId(stage),
        rating,
        feedback,
      });
    expect((await rate(admin, 'Screening', 3, 'Clear on KYC basics')).body.status).toBe('success');
    await rate(ops, 'Applied', 4, 'Strong profile');
    const corrected = await rate(admin, 'Screening', 5, 'Clear on KYC and AML');
    expect(
      corrected.body.responseObject?.map((entry) => [entry.stageName, entry.rating, entry.byName]),
    ).toEqual([
      ['Applied', 4, `${DEMO_ACCOUNTS.ops.firstName} ${DEMO_ACCOUNTS.ops.lastName}`],
      ['Screening', 5, `${DEMO_ACCOUNTS.admin.firstName} ${DEMO_ACCOUNTS.admin.lastName}`],
    ]);

    const notReached = await rate(admin, 'Assessment', 4, '');
    expect(notReached.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.STAGE_NOT_REACHED });
    const outOfRange = await rate(admin, 'Screening', 6, '');
    expect(outOfRange.body).toMatchObject({
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: StaffCandidateExtrasMessage.RATING,
    });
    const history = await ops.get<never, ApplicationRating>(RestPath.STAFF_JOB_RATING_HISTORY, {
      query: { applicationID: application },
    });
    expect(history.body.responseListObject?.map((entry) => entry.feedback)).toEqual([
      'Strong profile',
      'Clear on KYC and AML',
    ]);
  });

  it('refuses a stage of another job, an unknown application, and learners', async () => {
    const otherStage = await admin.post(RestPath.STAFF_JOB_SAVE_FEEDBACK, {
      applicationID: applicationId(1),
      stageID: 1,
      rating: 3,
      feedback: '',
    });
    expect(otherStage.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const unknown = await admin.get(RestPath.STAFF_JOB_RATING_HISTORY, { query: { applicationID: 999_999 } });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const learner = await api.signedIn(learners[1]!.email);
    const refused = await learner.get(RestPath.STAFF_JOB_RATING_HISTORY, {
      query: { applicationID: applicationId(1) },
    });
    expect(refused.status).toBe(403);
  });
});

describe('external comments', () => {
  it('records an interviewer’s comment and lists them newest first; refuses a future date', async () => {
    const save = (commentedOn: string, comment: string) =>
      ops.post<ExternalComment>(RestPath.STAFF_JOB_SAVE_EXTERNAL_COMMENT, {
        applicationID: applicationId(1),
        interviewerName: 'R. Kapoor (HDFC)',
        comment,
        commentedOn,
      });
    expect((await save('2026-01-10', 'Good grasp of retail banking')).body.status).toBe('success');
    await save('2026-02-01', 'Second round: confident');
    const future = await save('2999-01-01', 'Not yet said');
    expect(future.body).toMatchObject({ reasonText: StaffCandidateExtrasMessage.COMMENT_DATE });
    const listed = await admin.get<never, ExternalComment>(RestPath.STAFF_JOB_EXTERNAL_COMMENTS, {
      query: { applicationID: applicationId(1) },
    });
    expect(listed.body.responseListObject?.map((entry) => entry.commentedOn)).toEqual([
      '2026-02-01',
      '2026-01-10',
    ]);
    expect(listed.body.responseListObject?.[0]).toMatchObject({
      interviewerName: 'R. Kapoor (HDFC)',
      recordedBy: DEMO_ACCOUNTS.ops.partyId,
    });
  });
});

describe('referByEmail', () => {
  it('mails a link to the job once per address and job, and refers open jobs only', async () => {
    const refer = (email: string, jobID = job.jobID) =>
      admin.post<JobReferral>(RestPath.STAFF_JOB_REFER, { jobID, email });
    const sent = await refer('Friend.Of.Finx@Example.com');
    expect(sent.body.responseObject).toMatchObject({ email: 'friend.of.finx@example.com', jobID: job.jobID });
    const [mail] = await readOutbox(admin, 'friend.of.finx@example.com');
    expect(mail?.body).toContain(ClientRoute.job(job.jobID));
    expect(mail?.subject).toContain(job.title);

    const again = await refer('friend.of.finx@example.com');
    expect(again.body).toMatchObject({
      reasonCode: ReasonCode.JOB_ALREADY_REFERRED,
      reasonText: ReasonMessage.JOB_ALREADY_REFERRED,
    });
    expect((await refer('not-an-address')).body.reasonText).toBe(StaffCandidateExtrasMessage.EMAIL);

    await api.db.update(jobs).set({ status: 'CLOSED' }).where(eq(jobs.jobId, 602));
    expect((await refer('friend.of.finx@example.com', 602)).body.reasonCode).toBe(ReasonCode.JOB_NOT_OPEN);
    expect((await refer('friend.of.finx@example.com', 999_999)).body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });
});

describe('sendMessage and messages', () => {
  it('sends an e-mail and an SMS through the outbox and keeps them on the application', async () => {
    const learner = learners[2]!;
    const send = (body: Record<string, unknown>) =>
      ops.post<CandidateMessage>(RestPath.STAFF_JOB_SEND_MESSAGE, {
        applicationID: applicationId(2),
        ...body,
      });
    const mail = await send({
      channel: 'EMAIL',
      subject: 'Documents for your interview',
      body: 'Please bring your PAN.',
    });
    expect(mail.body.responseObject).toMatchObject({ recipient: learner.email, channel: 'EMAIL' });
    const sms = await send({ channel: 'SMS', subject: null, body: 'Interview tomorrow at 10.' });
    expect(sms.body.responseObject).toMatchObject({
      recipient: learner.mobile,
      channel: 'SMS',
      subject: null,
    });
    expect((await readOutbox(ops, learner.email))[0]?.subject).toBe('Documents for your interview');
    expect((await readOutbox(ops, learner.mobile))[0]?.body).toBe('Interview tomorrow at 10.');

    const listed = await admin.get<never, CandidateMessage>(RestPath.STAFF_JOB_MESSAGES, {
      query: { applicationID: applicationId(2) },
    });
    expect(listed.body.responseListObject?.map((entry) => entry.channel)).toEqual(['SMS', 'EMAIL']);

    expect((await send({ channel: 'EMAIL', subject: '', body: 'x' })).body.reasonText).toBe(
      StaffCandidateExtrasMessage.SUBJECT,
    );
    expect((await send({ channel: 'SMS', subject: 'Hi', body: 'x' })).body.reasonText).toBe(
      StaffCandidateExtrasMessage.SMS_SUBJECT,
    );
    expect((await send({ channel: 'SMS', subject: null, body: 'x'.repeat(321) })).body.reasonText).toBe(
      StaffCandidateExtrasMessage.SMS_BODY,
    );
  });

  it('refuses an SMS without a mobile number and any message after consent was withdrawn', async () => {
    const learner = learners[2]!;
    await api.db.update(users).set({ mobile: null }).where(eq(users.partyId, learner.partyId));
    const sms = await ops.post(RestPath.STAFF_JOB_SEND_MESSAGE, {
      applicationID: applicationId(2),
      channel: 'SMS',
      body: 'Hello',
    });
    expect(sms.body.reasonCode).toBe(ReasonCode.CANDIDATE_NO_MOBILE);
    await api.db
      .update(users)
      .set({ consentWithdrawnAt: new Date() })
      .where(eq(users.partyId, learner.partyId));
    const mail = await ops.post(RestPath.STAFF_JOB_SEND_MESSAGE, {
      applicationID: applicationId(2),
      channel: 'EMAIL',
      subject: 'Hello',
      body: 'Hello',
    });
    expect(mail.body.reasonCode).toBe(ReasonCode.CONSENT_WITHDRAWN);
  });
});
