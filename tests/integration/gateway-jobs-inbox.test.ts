import { ApplicationAlert, StageKind } from '@finx/domain';
import { DEMO_ACCOUNTS, JOB_SEEKER } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyForJobDocument,
  CreateJobDocument,
  InboxItemAddedDocument,
  type InboxItemAddedSubscription,
  type JobDraftInput,
  MessageCandidateDocument,
  MoveCandidateToNextStageDocument,
  MoveCandidateToStageDocument,
  MyAlertsDocument,
  MyNotificationsDocument,
  RejectCandidateDocument,
  SavePlacementDocument,
  StaffJobLookupsDocument,
} from '../../client/src/graphql/generated/graphql';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { type LiveSubscription, subscribe } from '../src/harness/subscription';

// Issue 28 item 6 through the real gateway and rest-api: staff's moves, rejections, placements and
// messages reach the candidate's Alerts and Messages, and their open browser hears each at once.

const PIPELINE = [
  { name: 'Applied', kind: StageKind.APPLIED },
  { name: 'Phone screen', kind: StageKind.SCREENING },
  { name: 'Panel', kind: StageKind.INTERVIEW },
  { name: 'Placed', kind: StageKind.PLACED },
];
const SEEKER_BROWSER = 'seeker-jobs-inbox';

describe('gateway jobs: the candidate hears from staff in the app (issue 28 item 6)', () => {
  let stack: Stack;
  let ops: Caller;
  let seeker: Caller;
  let corporateName: string;
  let feed: LiveSubscription<InboxItemAddedSubscription>;
  let lookups: { jobFunctionId: number; keySkillId: number; reasonId: number };
  const draft = (title: string): JobDraftInput => ({
    corporateId: 1,
    title,
    description: 'Keep the branch’s deposit book and answer the customers’ account questions.',
    jobFunctionId: lookups.jobFunctionId,
    keySkillIds: [lookups.keySkillId],
    locationIds: [401],
    minExperience: 0,
    maxExperience: 3,
    employmentType: 'FULL_TIME',
    openings: 1,
    closesOn: '2099-12-31',
    stages: PIPELINE,
  });

  /** Creates a job, applies the job seeker to it and answers their application and the job's stages. */
  const applied = async (title: string) => {
    const job = (await ops.data(CreateJobDocument, { input: draft(title) })).createJob.job!;
    const application = (await seeker.data(ApplyForJobDocument, { input: { jobId: job.jobId, answers: [] } }))
      .applyForJob.application!;
    const stageId = (name: string) => job.stages.find((stage) => stage.name === name)!.stageId;
    return { applicationId: application.applicationId, stageId };
  };

  const latestAlert = async () =>
    (await seeker.data(MyAlertsDocument, { page: 1, pageSize: 1 })).myAlerts.items[0]?.alertName;
  const latestMessage = async () =>
    (await seeker.data(MyNotificationsDocument, { page: 1, pageSize: 1 })).myNotifications.items[0];

  beforeAll(async () => {
    stack = await startStack();
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-jobs-inbox' });
    seeker = await loginAs(stack, JOB_SEEKER.email, { browser: SEEKER_BROWSER });
    const staffLookups = (await ops.data(StaffJobLookupsDocument, {})).staffJobLookups;
    corporateName = staffLookups.corporates.find((corporate) => corporate.id === 1)!.name;
    lookups = {
      jobFunctionId: staffLookups.jobFunctions[0]!.id,
      keySkillId: staffLookups.keySkills[0]!.id,
      reasonId: staffLookups.rejectionReasons[0]!.id,
    };
    feed = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf(SEEKER_BROWSER),
    });
  });
  afterAll(async () => {
    await feed?.close();
    await stack?.close();
  });

  it('alerts the candidate of each stage move, and congratulates them when a move places them', async () => {
    const title = 'Orion deposits officer (inbox)';
    const { applicationId, stageId } = await applied(title);

    const next = (await ops.data(MoveCandidateToNextStageDocument, { applicationId }))
      .moveCandidateToNextStage;
    expect(next).toEqual({ ok: true, userErrors: [] });
    const moved = ApplicationAlert.moved(title, corporateName, 'Phone screen');
    expect((await feed.next()).inboxItemAdded.alert?.alertName).toBe(moved);
    expect(await latestAlert()).toBe(moved);

    const placed = (
      await ops.data(MoveCandidateToStageDocument, { applicationId, stageId: stageId('Placed') })
    ).moveCandidateToStage;
    expect(placed).toEqual({ ok: true, userErrors: [] });
    const congratulations = ApplicationAlert.placed(title, corporateName);
    expect((await feed.next()).inboxItemAdded).toMatchObject({
      alert: { alertName: congratulations, isRead: false },
      notification: null,
    });
    expect(await latestAlert()).toBe(congratulations);
  });

  it('congratulates once on the placement record, and tells a rejected candidate', async () => {
    const title = 'Lyra branch cashier (inbox)';
    const { applicationId } = await applied(title);
    const input = { applicationId, joiningDate: '2027-02-01', ctc: 450_000 };
    expect((await ops.data(SavePlacementDocument, { input })).savePlacement.ok).toBe(true);
    const congratulations = ApplicationAlert.placed(title, corporateName);
    expect((await feed.next()).inboxItemAdded.alert?.alertName).toBe(congratulations);
    // Correcting the record changes nothing for the learner: no second congratulation.
    await ops.data(SavePlacementDocument, { input: { ...input, ctc: 460_000 } });
    expect(await latestAlert()).toBe(congratulations);

    const other = 'Vega loans associate (inbox)';
    const rejected = await applied(other);
    const reject = (
      await ops.data(RejectCandidateDocument, {
        applicationId: rejected.applicationId,
        reasonId: lookups.reasonId,
      })
    ).rejectCandidate;
    expect(reject).toEqual({ ok: true, userErrors: [] });
    const notTaken = ApplicationAlert.rejected(other, corporateName);
    expect((await feed.next()).inboxItemAdded.alert?.alertName).toBe(notTaken);
    expect(await latestAlert()).toBe(notTaken);
  });

  it('puts ‘Message candidate’ in the learner’s Messages from the staff member, and still sends it', async () => {
    const { applicationId } = await applied('Draco KYC analyst (inbox)');
    const mail = (
      await ops.data(MessageCandidateDocument, {
        input: { applicationId, channel: 'EMAIL', subject: 'Panel on Monday', body: 'Bring your ID.' },
      })
    ).messageCandidate;
    expect(mail.userErrors).toEqual([]);
    const live = (await feed.next()).inboxItemAdded;
    expect(live.alert).toBeNull();
    expect(live.notification).toMatchObject({
      emailSubjectText: 'Panel on Monday',
      fromEmailId: DEMO_ACCOUNTS.ops.email,
      isRead: false,
    });
    expect(await latestMessage()).toMatchObject({
      id: live.notification!.id,
      emailSubjectText: 'Panel on Monday',
    });

    await ops.data(MessageCandidateDocument, {
      input: { applicationId, channel: 'SMS', body: 'Panel moved to 11 am.' },
    });
    expect((await feed.next()).inboxItemAdded.notification?.emailSubjectText).toBe('Panel moved to 11 am.');
    expect((await latestMessage())?.emailSubjectText).toBe('Panel moved to 11 am.');

    // The e-mail still goes out through the outbox, as before.
    const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${JOB_SEEKER.email}`)).json()) as {
      subject: string | null;
      body: string;
    }[];
    expect(outbox).toContainEqual(
      expect.objectContaining({ subject: 'Panel on Monday', body: 'Bring your ID.' }),
    );
  });
});
