import {
  type AppliedJob,
  type ExportLink,
  JOB_EXPORT_SHEETS,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type StaffJob,
} from '@finx/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';
import { PUBLIC_JOB_EXPORT_PREFIX } from './jobs.module';
import { EXCEL_DATE_FORMAT, EXCEL_DATE_TIME_FORMAT, neutralised } from './job-export.workbook';
import { indiaWallClock } from '../../formats/india-time';

let api: TestRestApi;
let admin: RestTestClient;
let job: StaffJob;
let emptyJob: StaffJob;
const learner = loadLearner(25);

const draft = (title: string) => ({
  corporateID: 3,
  title,
  description: 'A job the export tests apply for, with the default pipeline.',
  jobFunctionID: 2,
  keySkillIDs: [102],
  locationIDs: [401],
  minExperience: 0,
  maxExperience: 5,
  employmentType: 'FULL_TIME',
  openings: 3,
  closesOn: '2099-12-31',
});

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  job = (await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, draft('Export test associate'))).body
    .responseObject!;
  emptyJob = (await admin.post<StaffJob>(RestPath.STAFF_JOB_CREATE, draft('Export test, nobody applied')))
    .body.responseObject!;
  // A name a spreadsheet would run as a formula: the export must show it as text.
  await api.db
    .update(users)
    .set({ firstName: '=HYPERLINK("http://evil")' })
    .where(eq(users.partyId, learner!.partyId));
  const client = await api.signedIn(learner!.email);
  const applied = await client.post<AppliedJob>(RestPath.JOB_APPLY, {
    studentPartyID: learner!.partyId,
    jobID: job.jobID,
    answers: [],
  });
  await admin.post(RestPath.STAFF_JOB_SAVE_FEEDBACK, {
    applicationID: applied.body.responseObject!.applicationID,
    stageID: job.stages[0]!.stageID,
    rating: 4,
    feedback: '+1 from the panel',
  });
  await admin.post(RestPath.STAFF_JOB_SAVE_EXTERNAL_COMMENT, {
    applicationID: applied.body.responseObject!.applicationID,
    interviewerName: '@Interviewer',
    comment: '-Sharp answers',
    commentedOn: '2026-01-05',
  });
  await admin.post(RestPath.STAFF_JOB_SAVE_PLACEMENT, {
    applicationID: applied.body.responseObject!.applicationID,
    joiningDate: '2027-03-15',
    ctc: 450_000,
  });
}, 60_000);
afterAll(() => api?.close());

/** The REST path behind the gateway's public link. */
const restUrlOf = (url: string) => url.replace(PUBLIC_JOB_EXPORT_PREFIX, RestPath.STAFF_JOB_EXPORT);
const linkOf = async (jobID?: number) =>
  (await admin.get<ExportLink>(RestPath.STAFF_JOB_EXPORT_LINK, { query: jobID ? { jobID } : {} })).body
    .responseObject!;
const download = (url: string) => api.app.inject({ method: 'GET', url: restUrlOf(url) });

describe('the candidates’ export', () => {
  it('answers an .xlsx with the four sheets of 001 §9 and formulas neutralised', async () => {
    const link = await linkOf(job.jobID);
    expect(link.url.startsWith(`${PUBLIC_JOB_EXPORT_PREFIX}/job-${job.jobID}?`)).toBe(true);
    const response = await download(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`candidates-job-${job.jobID}-\\d{2}-\\d{2}-\\d{4}\\.xlsx`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...JOB_EXPORT_SHEETS]);

    const participants = workbook.getWorksheet('Participant Details')!;
    expect(participants.rowCount).toBe(2);
    const name = participants.getRow(2).getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(`'=HYPERLINK("http://evil") ${learner!.lastName}`);
    const jobRow = workbook.getWorksheet('Candidate Job Details')!.getRow(2);
    expect(jobRow.getCell(5).value).toBe(job.title);
    expect(jobRow.getCell(8).value).toBe('Placed');
    const ratings = workbook.getWorksheet('Candidate Rating Details')!;
    expect(ratings.getRow(2).getCell(7).value).toBe("'+1 from the panel");
    expect(ratings.getRow(3).getCell(7).value).toBe("'-Sharp answers");
    expect(ratings.getRow(3).getCell(8).value).toBe("'@Interviewer");
  });

  it('writes dates as date cells in DD/MM/YYYY (instants with their India time), not ISO text', async () => {
    const response = await download((await linkOf(job.jobID)).url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const dateCell = (sheet: string, row: number, column: number) => {
      const cell = workbook.getWorksheet(sheet)!.getRow(row).getCell(column);
      expect(cell.type, `${sheet} ${cell.address}`).toBe(ExcelJS.ValueType.Date);
      return { value: cell.value as Date, numFmt: cell.numFmt };
    };
    // A day is that day at midnight (a cell has no zone); the screen's DD/MM/YYYY is its format.
    expect(dateCell('Candidate Job Details', 2, 11)).toEqual({
      value: new Date('2027-03-15T00:00:00.000Z'),
      numFmt: EXCEL_DATE_FORMAT,
    });
    expect(workbook.getWorksheet('Candidate Job Details')!.getRow(2).getCell(12).value).toBe(450_000);
    expect(dateCell('Candidate Rating Details', 3, 9)).toEqual({
      value: new Date('2026-01-05T00:00:00.000Z'),
      numFmt: EXCEL_DATE_FORMAT,
    });
    // An instant reads as India's wall clock: applied and rated today, some minutes ago.
    for (const [sheet, row, column] of [
      ['Candidate Job Details', 2, 7],
      ['Candidate Rating Details', 2, 9],
    ] as const) {
      const { value, numFmt } = dateCell(sheet, row, column);
      expect(numFmt).toBe(EXCEL_DATE_TIME_FORMAT);
      const indiaNow = indiaWallClock(new Date()).getTime();
      expect(indiaNow - value.getTime()).toBeGreaterThanOrEqual(0);
      expect(indiaNow - value.getTime()).toBeLessThan(10 * 60_000);
    }
  });

  it('exports every job, and answers No record found for a job nobody applied to', async () => {
    const all = await download((await linkOf()).url);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('candidates-all-jobs-');
    const empty = await download((await linkOf(emptyJob.jobID)).url);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({
      reasonCode: ReasonCode.EXPORT_EMPTY,
      reasonText: ReasonMessage.EXPORT_EMPTY,
    });
    expect(ReasonMessage.EXPORT_EMPTY).toBe('No record found');
  });

  it('refuses a tampered or foreign link, an unknown job, and learners', async () => {
    const link = await linkOf(job.jobID);
    const otherJob = link.url.replace(`job-${job.jobID}`, `job-${emptyJob.jobID}`);
    expect((await download(otherJob)).statusCode).toBe(404);
    expect((await download(link.url.replace(/s=[^&]+/, 's=forged'))).statusCode).toBe(404);
    const unknown = await admin.get(RestPath.STAFF_JOB_EXPORT_LINK, { query: { jobID: 999_999 } });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const asLearner = await (await api.signedIn(learner!.email)).get(RestPath.STAFF_JOB_EXPORT_LINK);
    expect(asLearner.status).toBe(403);
    // A link outlives no change of role: its holder must still be staff.
    await api.db.update(users).set({ roleId: 5 }).where(eq(users.partyId, DEMO_ACCOUNTS.admin.partyId));
    expect((await download(link.url)).statusCode).toBe(404);
    await api.db.update(users).set({ roleId: 2 }).where(eq(users.partyId, DEMO_ACCOUNTS.admin.partyId));
  });

  it('neutralises every formula-leading character and nothing else', () => {
    expect(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', 'Plain', '1-2'].map(neutralised)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      'Plain',
      '1-2',
    ]);
  });
});
