import { JOB_EXPORT_SHEETS, StaffCandidateExtrasMessage, ReasonCode, ReasonMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, JOB_SEEKER } from '@finx/rest-api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddExternalCommentDocument,
  ApplyForJobDocument,
  CandidatesExportLinkDocument,
  CollegeApplicationHistoryDocument,
  CollegeCandidatesDocument,
  InviteToInterviewDocument,
  MessageCandidateDocument,
  MyInterviewInvitationsDocument,
  RateCandidateDocument,
  ReferJobDocument,
  RespondToInterviewDocument,
} from '../../client/src/graphql/generated/graphql';
import {
  CandidateMessagesDocument,
  CandidateRatingsDocument,
  ExternalCommentsDocument,
  InterviewInvitationsDocument,
} from '../src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { postTestJob } from '../src/harness/jobs';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

describe('gateway jobs, the staff extras: ratings, comments, referrals, messages, RSVP, college, export', () => {
  let stack: Stack;
  let ops: Caller;
  let seeker: Caller;
  let learner: Caller;
  let tpo: Caller;
  let jobId: number;
  let stageOf: (name: string) => number;
  /** The job seeker's application (of the demo college) and the demo learner's (of none). */
  let seekerApplication: number;
  let learnerApplication: number;

  const cookieOf = (browser: string) =>
    [...stack.cookiesOf(browser)].map(([name, value]) => `${name}=${value}`).join('; ');
  const download = (url: string, browser?: string) =>
    fetch(`${stack.gatewayUrl}${url}`, browser ? { headers: { cookie: cookieOf(browser) } } : {});

  beforeAll(async () => {
    stack = await startStack();
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-extras' });
    seeker = await loginAs(stack, JOB_SEEKER.email, { browser: 'seeker-extras' });
    learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email, { browser: 'learner-extras' });
    tpo = await loginAs(stack, DEMO_ACCOUNTS.tpo.email, { browser: 'tpo-extras' });
    const created = await postTestJob(ops, { title: 'Quasar credit analyst (extras)' });
    expect(created.userErrors).toEqual([]);
    const job = created.job!;
    jobId = job.jobId;
    stageOf = (name) => job.stages.find((stage) => stage.name === name)!.stageId;
    const apply = async (caller: Caller) =>
      (await caller.data(ApplyForJobDocument, { input: { jobId, answers: [] } })).applyForJob.application!
        .applicationId;
    seekerApplication = await apply(seeker);
    learnerApplication = await apply(learner);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('rates an applicant per stage and records interviewers’ comments, each on its field when refused', async () => {
    const rated = (
      await ops.data(RateCandidateDocument, {
        input: {
          applicationId: seekerApplication,
          stageId: stageOf('Applied'),
          rating: 4,
          feedback: 'Solid',
        },
      })
    ).rateCandidate;
    expect(rated.userErrors).toEqual([]);
    expect(rated.ratings.map((rating) => [rating.stageName, rating.rating])).toEqual([['Applied', 4]]);
    const tooHigh = (
      await ops.data(RateCandidateDocument, {
        input: { applicationId: seekerApplication, stageId: stageOf('Applied'), rating: 9 },
      })
    ).rateCandidate;
    expect(tooHigh.userErrors).toEqual([
      {
        code: ReasonCode.VALIDATION_FAILED,
        field: 'input.rating',
        message: StaffCandidateExtrasMessage.RATING,
      },
    ]);
    const early = (
      await ops.data(RateCandidateDocument, {
        input: { applicationId: seekerApplication, stageId: stageOf('Offer'), rating: 3 },
      })
    ).rateCandidate;
    expect(early.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.STAGE_NOT_REACHED, 'input.stageId'],
    ]);
    const ratings = (await ops.data(CandidateRatingsDocument, { applicationId: seekerApplication }))
      .candidateRatings;
    expect(ratings?.map((rating) => rating.byName)).toEqual([
      `${DEMO_ACCOUNTS.ops.firstName} ${DEMO_ACCOUNTS.ops.lastName}`,
    ]);
    expect(
      (await ops.data(CandidateRatingsDocument, { applicationId: 424_242 })).candidateRatings,
    ).toBeNull();

    const comment = (
      await ops.data(AddExternalCommentDocument, {
        input: {
          applicationId: seekerApplication,
          interviewerName: '=Panel lead',
          comment: 'Knows her credit ratios',
          commentedOn: '2026-03-02',
        },
      })
    ).addExternalComment;
    expect(comment.comment).toMatchObject({ interviewerName: '=Panel lead', commentedOn: '2026-03-02' });
    const future = (
      await ops.data(AddExternalCommentDocument, {
        input: {
          applicationId: seekerApplication,
          interviewerName: 'X',
          comment: 'Y',
          commentedOn: '2999-01-01',
        },
      })
    ).addExternalComment;
    expect(future.userErrors.map((error) => error.field)).toEqual(['input.commentedOn']);
    const comments = (await ops.data(ExternalCommentsDocument, { applicationId: seekerApplication }))
      .externalComments;
    expect(comments?.map((entry) => entry.comment)).toEqual(['Knows her credit ratios']);
  });

  it('refers a job once per address and messages an applicant through the outbox', async () => {
    const refer = async (email: string) =>
      (await ops.data(ReferJobDocument, { input: { jobId, email } })).referJob;
    expect(await refer('quasar.friend@example.com')).toEqual({ ok: true, userErrors: [] });
    const again = await refer('Quasar.Friend@example.com');
    expect(again.userErrors).toEqual([
      {
        code: ReasonCode.JOB_ALREADY_REFERRED,
        field: 'input.email',
        message: ReasonMessage.JOB_ALREADY_REFERRED,
      },
    ]);
    const outbox = (await (
      await fetch(`${stack.gatewayUrl}/dev/outbox?to=quasar.friend@example.com`)
    ).json()) as { subject: string | null; body: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.body).toContain(`/jobs/${jobId}`);

    const sent = (
      await ops.data(MessageCandidateDocument, {
        input: { applicationId: seekerApplication, channel: 'SMS', body: 'Panel on Monday, 10 am.' },
      })
    ).messageCandidate;
    expect(sent.message).toMatchObject({ channel: 'SMS', recipient: JOB_SEEKER.mobile, subject: null });
    const noSubject = (
      await ops.data(MessageCandidateDocument, {
        input: { applicationId: seekerApplication, channel: 'EMAIL', body: 'Hello' },
      })
    ).messageCandidate;
    expect(noSubject.userErrors.map((error) => error.field)).toEqual(['input.subject']);
    const messages = (await ops.data(CandidateMessagesDocument, { applicationId: seekerApplication }))
      .candidateMessages;
    expect(messages?.map((message) => message.body)).toEqual(['Panel on Monday, 10 am.']);
  });

  it('lets the invited learner answer their own invitation, and nobody else’s', async () => {
    const invited = (
      await ops.data(InviteToInterviewDocument, {
        input: {
          applicationId: seekerApplication,
          stageId: stageOf('Interview round 1'),
          scheduledAt: inTwoHours(),
          details: 'Branch office, 3rd floor',
        },
      })
    ).inviteToInterview;
    expect(invited.userErrors).toEqual([]);
    const invitationId = invited.invitation!.invitationId;
    const wrongStage = (
      await ops.data(InviteToInterviewDocument, {
        input: {
          applicationId: seekerApplication,
          stageId: stageOf('Screening'),
          scheduledAt: inTwoHours(),
          details: 'Call',
        },
      })
    ).inviteToInterview;
    expect(wrongStage.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.INTERVIEW_STAGE_INVALID, 'input.stageId'],
    ]);

    const mine = (await seeker.data(MyInterviewInvitationsDocument)).myInterviewInvitations;
    expect(mine.map((entry) => entry.invitationId)).toEqual([invitationId]);
    expect((await learner.data(MyInterviewInvitationsDocument)).myInterviewInvitations).toEqual([]);

    const foreign = (
      await learner.data(RespondToInterviewDocument, { input: { invitationId, response: 'DECLINED' } })
    ).respondToInterview;
    expect(foreign).toMatchObject({
      invitation: null,
      userErrors: [{ code: ReasonCode.NOT_FOUND, field: 'input.invitationId' }],
    });
    const accepted = (
      await seeker.data(RespondToInterviewDocument, { input: { invitationId, response: 'ACCEPTED' } })
    ).respondToInterview;
    expect(accepted.invitation).toMatchObject({ response: 'ACCEPTED', stageName: 'Interview round 1' });
    const staffView = (await ops.data(InterviewInvitationsDocument, { applicationId: seekerApplication }))
      .interviewInvitations;
    expect(staffView?.[0]?.response).toBe('ACCEPTED');
  });

  it('shows the college officer their own college’s applicants only', async () => {
    const listed = (await tpo.data(CollegeCandidatesDocument, { jobId, page: 1, pageSize: 10 }))
      .collegeCandidates;
    expect(listed.items.map((candidate) => candidate.email)).toEqual([JOB_SEEKER.email]);
    expect(listed.items[0]).toMatchObject({ jobId, jobTitle: 'Quasar credit analyst (extras)' });
    const all = (await tpo.data(CollegeCandidatesDocument, { page: 1, pageSize: 50 })).collegeCandidates;
    expect(all.items.every((candidate) => candidate.email === JOB_SEEKER.email)).toBe(true);
    expect(
      (await tpo.data(CollegeApplicationHistoryDocument, { applicationId: seekerApplication }))
        .collegeApplicationHistory?.[0]?.stageName,
    ).toBe('Applied');
    expect(
      (await tpo.data(CollegeApplicationHistoryDocument, { applicationId: learnerApplication }))
        .collegeApplicationHistory,
    ).toBeNull();
  });

  it('refuses the wrong roles', async () => {
    for (const caller of [seeker, tpo]) {
      expect(
        errorCodes(await caller.graphql(CandidateRatingsDocument, { applicationId: seekerApplication })),
      ).toEqual(['FORBIDDEN']);
      expect(errorCodes(await caller.graphql(CandidatesExportLinkDocument, { jobId }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(
        errorCodes(await caller.graphql(ReferJobDocument, { input: { jobId, email: 'x@example.com' } })),
      ).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await ops.graphql(CollegeCandidatesDocument, { page: 1, pageSize: 5 }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(errorCodes(await ops.graphql(MyInterviewInvitationsDocument))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await stack.graphql(CollegeCandidatesDocument, { page: 1, pageSize: 5 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('exports the applicants as an .xlsx with the four sheets, to the staff member’s own session only', async () => {
    const link = (await ops.data(CandidatesExportLinkDocument, { jobId })).candidatesExportLink!;
    expect(link.url.startsWith(`/staff/job-export/job-${jobId}?`)).toBe(true);
    const response = await download(link.url, 'ops-extras');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/candidates-job-\d+-\d{2}-\d{2}-\d{4}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...JOB_EXPORT_SHEETS]);
    const participants = workbook.getWorksheet('Participant Details')!;
    expect(participants.rowCount).toBe(3);
    const ratings = workbook.getWorksheet('Candidate Rating Details')!;
    const interviewer = ratings.getRow(3).getCell(8);
    expect(interviewer.type).toBe(ExcelJS.ValueType.String);
    expect(interviewer.value).toBe("'=Panel lead");

    expect((await download(link.url)).status).toBe(401);
    expect((await download(link.url, 'seeker-extras')).status).toBe(403);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-extras' });
    expect(admin.viewer.email).toBe(DEMO_ACCOUNTS.admin.email);
    expect((await download(link.url, 'admin-extras')).status).toBe(403);
    expect((await download(link.url.replace(/s=[^&]+/, 's=forged'), 'ops-extras')).status).toBe(404);
    expect((await download('/staff/job-export/..%2F..%2Fhealthz', 'ops-extras')).status).toBe(404);
    expect(
      (await ops.data(CandidatesExportLinkDocument, { jobId: 424_242 })).candidatesExportLink,
    ).toBeNull();
  });
});
