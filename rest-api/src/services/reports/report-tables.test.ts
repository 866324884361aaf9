import {
  ProductId,
  REPORT_EXPORT_PREFIX,
  REPORTS,
  type ReportExportLink,
  type ReportRow,
  RestPath,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { emailsAscending, insertSortRows, sortCases } from './report-sorts.fixture';
import { TABLE_REPORTS } from './report-tables.repository';

let api: TestRestApi;
let ops: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  ops = await api.signedIn(DEMO_ACCOUNTS.ops.email);
  const [learner] = await api.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.learner.email));
  // The learner holds CFX and unsubscribed, with a name a spreadsheet would run as a formula.
  await api.db
    .update(users)
    .set({ firstName: '+cmd|calc', unsubscribedAt: new Date(), unsubscribeReason: '@SUM(A1)' })
    .where(eq(users.userId, learner!.userId));
  await api.db
    .insert(enrolments)
    .values({ partyId: learner!.partyId, productId: ProductId.CFX, source: 'OFFLINE' })
    .onConflictDoNothing();
}, 240_000);
afterAll(() => api?.close());

const list = (query: Record<string, string | number>, client = ops) =>
  client.get<never, ReportRow>(RestPath.REPORT_LIST, { query });

describe('the CFX progress report and the CRM data dumps', () => {
  const kinds = Object.keys(TABLE_REPORTS) as (keyof typeof TABLE_REPORTS)[];

  it('sorts every one by each of its sorts both ways, pages and searches it, for ops, with every column', async () => {
    for (const kind of kinds) {
      // Three rows inserted out of order by every sort key; the report's search finds exactly them.
      const rows = await insertSortRows(api.db, kind);
      for (const { sort, order, expected } of sortCases(REPORTS[kind].sortable, rows)) {
        const page = await list({ kind, search: rows.search, sort, order, limit: 5 });
        expect(page.status, `${kind} by ${sort} ${order}`).toBe(200);
        expect(
          page.body.responseListObject?.map((row) => row.emailId),
          `${kind} by ${sort} ${order}`,
        ).toEqual(expected);
      }
      // Pages of two split the same order; every row has every column of the report, in its order.
      const [sort] = REPORTS[kind].sortable;
      const page = (n: number) =>
        list({ kind, search: rows.search, sort: sort!, order: 'asc', limit: 2, page: n });
      const [first, second] = [(await page(1)).body, (await page(2)).body];
      expect([first.totalRecords, second.totalRecords], kind).toEqual([3, 3]);
      expect(
        [...first.responseListObject!, ...second.responseListObject!].map((row) => row.emailId),
        `${kind} in pages of two`,
      ).toEqual(emailsAscending(rows, sort!));
      for (const row of first.responseListObject!) {
        expect(Object.keys(row), `${kind} columns`).toEqual(
          REPORTS[kind].columns.map((column) => column.key),
        );
      }
    }
  });

  it("shows the CFX learner's progress and the learner's unsubscribe, and refuses a learner", async () => {
    const cfx = (await list({ kind: 'CFX_PROGRESS', search: DEMO_ACCOUNTS.learner.email })).body;
    expect(cfx.totalRecords).toBe(1);
    expect(cfx.responseListObject![0]).toMatchObject({ emailId: DEMO_ACCOUNTS.learner.email });
    expect(typeof cfx.responseListObject![0]!.lessonsTotal).toBe('number');
    const unsubscribed = (await list({ kind: 'CRM_UNSUBSCRIBES' })).body.responseListObject!;
    expect(unsubscribed.map((row) => row.emailId)).toContain(DEMO_ACCOUNTS.learner.email);
    const learner = await api.signedIn(DEMO_ACCOUNTS.learner.email);
    expect((await list({ kind: 'CRM_ORDERS' }, learner)).status).toBe(403);
  });

  it('exports a dump as .xlsx with its cells escaped', async () => {
    const link = (
      await ops.get<ReportExportLink>(RestPath.REPORT_EXPORT_LINK, { query: { kind: 'CRM_UNSUBSCRIBES' } })
    ).body.responseObject!;
    const response = await api.app.inject({
      method: 'GET',
      url: link.url.replace(REPORT_EXPORT_PREFIX, RestPath.REPORT_EXPORT),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /Data-Dump-6-Unsubscribes-\d{2}-\d{2}-\d{4}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain("'@SUM(A1)");
    expect(cells.some((cell) => cell.startsWith("'+cmd|calc"))).toBe(true);
  });
});
