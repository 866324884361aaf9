import {
  JOB_UPLOAD_COLUMNS,
  JobDraftMessage,
  messageFor,
  PROFILE_SCORE_UPLOAD_COLUMNS,
  ReasonCode,
} from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffUsersDocument } from '../../client/src/graphql/generated/graphql';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { uploadFile } from '../src/harness/uploads';

/** A CSV of the given rows; cells holding a comma are quoted. */
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from(
    `${rows.map((row) => row.map((cell) => (String(cell).includes(',') ? `"${cell}"` : cell)).join(',')).join('\n')}\n`,
  );

const DESCRIPTION = 'Appraise retail loan files and write the credit notes for the committee.';
const job = (
  title: string,
  overrides: Partial<Record<(typeof JOB_UPLOAD_COLUMNS)[number], string | number>> = {},
) => {
  const values: Record<string, string | number> = {
    title,
    corporate: 'kotak mahindra bank',
    jobFunction: 'Credit and Underwriting',
    description: DESCRIPTION,
    keySkills: 'Excel; Credit Appraisal',
    locations: 'Mumbai; Pune',
    minExperience: 1,
    maxExperience: 4,
    salaryMin: '',
    salaryMax: '',
    employmentType: 'Full time',
    openings: 3,
    closesOn: '31/12/2030',
    ...overrides,
  };
  return JOB_UPLOAD_COLUMNS.map((column) => values[column] ?? '');
};

describe('gateway uploads: the jobs file (createBulk) and the profile score file (upload/profileScore)', () => {
  let stack: Stack;
  let admin: Caller;
  let ops: Caller;
  let learner: Caller;

  beforeAll(async () => {
    stack = await startStack();
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'uploads-c-admin' });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'uploads-c-ops' });
    learner = await loginAs(stack, LOAD_LEARNERS[30]!.email, { browser: 'uploads-c-learner' });
    // The stack starts slowly on a shared machine.
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** A browser's upload, waited for as the screen waits for its job. */
  const upload = (caller: Caller | null, route: string, fileName: string, bytes: Buffer) =>
    uploadFile(stack, caller, route, fileName, bytes);

  const count = async (query: ReturnType<typeof sql>) => {
    const rows = await stack.restDb.execute(query);
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const auditCount = (action: string) =>
    count(sql`select count(*)::int as n from staff_audit where action = ${action}`);
  const jobCount = (title: string) => count(sql`select count(*)::int as n from jobs where title = ${title}`);

  it('jobs: staff only; names looked up, unknown names and broken rules explained; the same file twice adds nothing', async () => {
    const file = csv([
      [...JOB_UPLOAD_COLUMNS],
      job('Bulk Credit Officer'),
      job('Bulk Branch Analyst', { locations: 'Atlantis; Mumbai', keySkills: 'Juggling' }),
      job('Bulk Ops Analyst', { corporate: 'Nobody Ltd' }),
      job('Bulk Risk Analyst', { minExperience: 5, maxExperience: 2 }),
      job('Bulk Teller', { closesOn: 'soon', openings: 'many' }),
    ]);
    expect((await upload(learner, '/uploads/jobs', 'jobs.csv', file)).status).toBe(403);
    expect((await upload(null, '/uploads/jobs', 'jobs.csv', file)).status).toBe(401);

    const [uploads, creates] = [await auditCount('upload.jobs'), await auditCount('job.create')];
    const first = await upload(ops, '/uploads/jobs', 'jobs.csv', file);
    expect(first.body.userErrors).toEqual([]);
    expect(first.body.result).toMatchObject({
      totalCount: 5,
      successCount: 1,
      failCount: 4,
      duplicateCount: 0,
    });
    const unknown = messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_NAME);
    expect(first.body.result?.failList.map(({ fullName, errors }) => ({ fullName, errors }))).toEqual([
      {
        fullName: 'Bulk Branch Analyst',
        errors: [`keySkills "Juggling" ${unknown}`, `locations "Atlantis" ${unknown}`],
      },
      { fullName: 'Bulk Ops Analyst', errors: [`corporate "Nobody Ltd" ${unknown}`] },
      { fullName: 'Bulk Risk Analyst', errors: [JobDraftMessage.EXPERIENCE] },
      { fullName: 'Bulk Teller', errors: ['openings is not valid', 'closesOn is not valid'] },
    ]);
    expect(first.body.result?.successfullRecords[0]?.reference).toMatch(/^job-\d+$/);
    expect(await jobCount('Bulk Credit Officer')).toBe(1);
    expect(await auditCount('upload.jobs')).toBe(uploads + 1);
    expect(await auditCount('job.create')).toBe(creates + 1);

    // The same file again, and the same job in other case and location order: nothing new.
    const second = await upload(admin, '/uploads/jobs', 'jobs.csv', file);
    expect(second.body.result).toMatchObject({ successCount: 0, failCount: 4, duplicateCount: 1 });
    const again = csv([[...JOB_UPLOAD_COLUMNS], job('BULK credit officer', { locations: 'pune;mumbai' })]);
    expect((await upload(admin, '/uploads/jobs', 'again.csv', again)).body.result).toMatchObject({
      successCount: 0,
      duplicateCount: 1,
    });
    expect(await jobCount('Bulk Credit Officer')).toBe(1);
    expect(await auditCount('job.create')).toBe(creates + 1);

    const wrong = await upload(
      ops,
      '/uploads/jobs',
      'wrong.csv',
      csv([
        ['title', 'company'],
        ['A', 'B'],
      ]),
    );
    expect(wrong.body.userErrors.map((error) => error.code)).toEqual([ReasonCode.UPLOAD_INVALID_TEMPLATE]);
  });

  it('profile scores: staff only; by e-mail or mobile; the latest shows on /user-list; the same file twice adds nothing', async () => {
    const [a, b] = [LOAD_LEARNERS[31]!, LOAD_LEARNERS[32]!];
    const file = csv([
      [...PROFILE_SCORE_UPLOAD_COLUMNS],
      ['A', a.email, '', 64, '10/01/2026', 'Mock interview'],
      ['A', a.email.toUpperCase(), '', 71.5, '2026-02-20', 'Mock interview'],
      ['B', '', b.mobile!, 80, '15/01/2026', ''],
      ['C', 'nobody@finx.test', '', 50, '15/01/2026', ''],
      ['D', DEMO_ACCOUNTS.ops.email, '', 50, '15/01/2026', ''],
      ['E', a.email, '', 101, '32/01/2026', ''],
    ]);
    expect((await upload(learner, '/uploads/profile-score', 'scores.csv', file)).status).toBe(403);

    const audits = await auditCount('upload.profile-scores');
    const first = await upload(admin, '/uploads/profile-score', 'scores.csv', file);
    expect(first.body.userErrors).toEqual([]);
    expect(first.body.result).toMatchObject({ totalCount: 6, successCount: 3, failCount: 3 });
    expect(first.body.result?.failList.map((row) => row.errors)).toEqual([
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_USER)],
      [messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_USER)],
      ['score is not valid', 'assessedOn is not valid'],
    ]);
    expect(await auditCount('upload.profile-scores')).toBe(audits + 1);

    const second = await upload(ops, '/uploads/profile-score', 'scores.csv', file);
    expect(second.body.result).toMatchObject({ successCount: 0, failCount: 3, duplicateCount: 3 });
    expect(await count(sql`select count(*)::int as n from profile_scores`)).toBe(3);

    const scoreOf = async (email: string) =>
      (await ops.data(StaffUsersDocument, { search: email })).staffUsers.rows[0]?.profileScore;
    expect(await scoreOf(a.email)).toMatchObject({
      score: 71.5,
      assessedOn: '2026-02-20',
      source: 'Mock interview',
    });
    expect(await scoreOf(b.email)).toMatchObject({ score: 80, assessedOn: '2026-01-15', source: 'Upload' });

    // A changed score for the same learner, day and source replaces it.
    const changed = csv([[...PROFILE_SCORE_UPLOAD_COLUMNS], ['B', b.email, '', 85, '15/01/2026', '']]);
    expect((await upload(ops, '/uploads/profile-score', 'changed.csv', changed)).body.result).toMatchObject({
      successCount: 1,
    });
    expect(await scoreOf(b.email)).toMatchObject({ score: 85 });
    expect(await count(sql`select count(*)::int as n from profile_scores`)).toBe(3);
  });
});
