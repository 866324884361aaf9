import {
  ReasonCode,
  REPORT_EXPORT_PREFIX,
  REPORTS,
  type ReportExportLink,
  ReportKind,
  type ReportRow,
  RestPath,
} from '@finx/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { emailsAscending, insertSortRows, sortCases } from './report-sorts.fixture';

let api: TestRestApi;
let admin: RestTestClient;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  // A name a spreadsheet would run as a formula: the export must show it as text.
  await api.db
    .update(users)
    .set({ firstName: '=HYPERLINK("http://evil")' })
    .where(eq(users.email, DEMO_ACCOUNTS.learner.email));
}, 60_000);
afterAll(() => api?.close());

const list = (query: Record<string, string | number>, client = admin) =>
  client.get<never, ReportRow>(RestPath.REPORT_LIST, { query });
const linkOf = async (query: Record<string, string>) =>
  (await admin.get<ReportExportLink>(RestPath.REPORT_EXPORT_LINK, { query })).body.responseObject!;
const download = (url: string) =>
  api.app.inject({ method: 'GET', url: url.replace(REPORT_EXPORT_PREFIX, RestPath.REPORT_EXPORT) });

describe('staff reports', () => {
  it('are refused on the server for the wrong role (001 §2: enrolment is admin only)', async () => {
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await list({ kind: 'ENROLLMENT' }, learner)).status).toBe(403);
    expect((await list({ kind: 'ENROLLMENT' }, ops)).status).toBe(403);
    expect((await ops.get(RestPath.REPORT_EXPORT_LINK, { query: { kind: 'ASSESSMENT' } })).status).toBe(403);
    expect((await list({ kind: 'ENROLLMENT' })).body.status).toBe('success');
  });

  it('pages, searches and sorts on the server', async () => {
    const first = await list({ kind: 'ENROLLMENT', limit: 2 });
    expect(first.body.responseListObject).toHaveLength(2);
    expect(first.body.totalRecords).toBeGreaterThan(2);
    const mine = await list({ kind: 'ENROLLMENT', search: DEMO_ACCOUNTS.learner.email });
    expect(mine.body.responseListObject?.length).toBeGreaterThan(0);
    expect(mine.body.responseListObject!.every((row) => row.emailId === DEMO_ACCOUNTS.learner.email)).toBe(
      true,
    );
    expect((await list({ kind: 'USER_ACTIVITY', from: 'yesterday' })).status).toBe(400);

    // Every sort of every report (the table reports' are report-tables.test.ts's), both ways, over three
    // rows inserted out of order by each sort key; the search finds exactly them; pages of two split them.
    for (const kind of [
      ReportKind.ENROLLMENT,
      ReportKind.USER_ACTIVITY,
      ReportKind.ASSESSMENT,
      ReportKind.UNASSIGNED_USERS,
    ]) {
      const rows = await insertSortRows(api.db, kind);
      for (const { sort, order, expected } of sortCases(REPORTS[kind].sortable, rows)) {
        const page = await list({ kind, search: rows.search, sort, order });
        expect(page.body.totalRecords, `${kind} by ${sort} ${order}`).toBe(3);
        expect(
          page.body.responseListObject?.map((row) => row.emailId),
          `${kind} by ${sort} ${order}`,
        ).toEqual(expected);
      }
      const [sort] = REPORTS[kind].sortable;
      const page = async (n: number) =>
        (await list({ kind, search: rows.search, sort: sort!, order: 'desc', limit: 2, page: n })).body
          .responseListObject!;
      expect(
        [...(await page(1)), ...(await page(2))].map((row) => row.emailId),
        `${kind} in pages of two`,
      ).toEqual(emailsAscending(rows, sort!).reverse());
    }
  });

  it('streams the export as .xlsx named with a DD-MM-YYYY suffix, formulas neutralised', async () => {
    const link = await linkOf({ kind: 'ENROLLMENT', search: DEMO_ACCOUNTS.learner.email });
    const response = await download(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/Enrolment-Report-\d{2}-\d{2}-\d{4}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Enrolment ID');
    expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/^'=HYPERLINK/);
  });

  it("answers 'No record found' for an empty export and refuses a tampered link", async () => {
    const empty = await linkOf({ kind: 'UNASSIGNED_USERS', search: 'nobody-matches-this' });
    const response = await download(empty.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      reasonCode: ReasonCode.EXPORT_EMPTY,
      reasonText: 'No record found',
    });
    const link = await linkOf({ kind: 'ENROLLMENT' });
    expect(
      (await download(link.url.replace('kind', 'x').replace('ENROLLMENT?', 'ASSESSMENT?'))).statusCode,
    ).toBe(404);
  });
});
