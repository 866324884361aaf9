import { ProductId, ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportDocument, ReportExportLinkDocument } from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 14 item 4 (rest) through the real gateway and rest-api: the CFX progress report and the CRM data
// dumps 1 to 6 (admin or ops), their filters, role refusal and a real, formula-escaped .xlsx.

describe('gateway CFX progress and CRM data dumps (issue 14 item 4)', () => {
  let stack: Stack;
  let ops: Caller;
  const cookieOf = (browser: string) =>
    [...stack.cookiesOf(browser)].map(([name, value]) => `${name}=${value}`).join('; ');
  const download = (url: string, browser: string) =>
    fetch(`${stack.gatewayUrl}${url}`, { headers: { cookie: cookieOf(browser) } });
  const sheetOf = async (response: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook.worksheets[0]!;
  };

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-dumps' });
    // A learner on CFX whose name a spreadsheet would run as a formula, and who unsubscribed.
    const email = DEMO_ACCOUNTS.learner.email;
    await stack.restDb.execute(
      sql`update users set first_name = '=HYPERLINK("http://evil")', unsubscribed_at = now(), unsubscribe_reason = '+1+1' where email = ${email}`,
    );
    await stack.restDb.execute(
      sql`insert into enrolments (party_id, product_id, source) select party_id, ${ProductId.CFX}, 'OFFLINE' from users where email = ${email} on conflict do nothing`,
    );
    // Starting the stack on the shared 2-core machine has taken over a minute under load.
  }, 300_000);
  afterAll(() => stack?.close());

  it('refuses learners and the signed-out on the server', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    for (const kind of ['CFX_PROGRESS', 'CRM_ORDERS'] as const) {
      expect(errorCodes(await learner.graphql(ReportDocument, { kind, page: 1, limit: 10 }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(errorCodes(await learner.graphql(ReportExportLinkDocument, { kind }))).toEqual(['FORBIDDEN']);
    }
    expect(
      errorCodes(await stack.graphql(ReportDocument, { kind: 'CRM_SIGN_UPS', page: 1, limit: 10 })),
    ).toEqual(['UNAUTHENTICATED']);
  });

  it("lists each CFX learner's progress, filtered by search and date", async () => {
    const mine = (
      await ops.data(ReportDocument, {
        kind: 'CFX_PROGRESS',
        filter: { search: DEMO_ACCOUNTS.learner.email },
        page: 1,
        limit: 10,
      })
    ).report;
    expect(mine.title).toBe('CFX Progress Report');
    expect(mine.totalRecords).toBe(1);
    const cell = (key: string) => mine.rows[0]!.cells[mine.columns.findIndex((column) => column.key === key)];
    expect(cell('emailId')).toBe(DEMO_ACCOUNTS.learner.email);
    expect(Number(cell('progress'))).toBeGreaterThanOrEqual(0);
    const future = (
      await ops.data(ReportDocument, {
        kind: 'CFX_PROGRESS',
        filter: { search: DEMO_ACCOUNTS.learner.email, from: '2999-01-01' },
        page: 1,
        limit: 10,
      })
    ).report;
    expect(future.totalRecords).toBe(0);
  });

  it('pages every CRM dump and exports one as a real .xlsx with escaped cells', async () => {
    for (const kind of [
      'CRM_SIGN_UPS',
      'CRM_ORDERS',
      'CRM_ENROLMENTS',
      'CRM_APPLICATIONS',
      'CRM_ASSESSMENTS',
      'CRM_UNSUBSCRIBES',
    ] as const) {
      const page = await ops.graphql(ReportDocument, { kind, page: 1, limit: 10 });
      expect(errorCodes(page), kind).toEqual([]);
    }
    const signUps = (
      await ops.data(ReportDocument, {
        kind: 'CRM_SIGN_UPS',
        filter: { search: DEMO_ACCOUNTS.learner.email },
        page: 1,
        limit: 10,
      })
    ).report;
    // The search is a substring match: the learner, and no row that does not match.
    const emails = signUps.rows.map((row) => row.cells[2]);
    expect(emails).toContain(DEMO_ACCOUNTS.learner.email);
    expect(
      signUps.rows.every((row) => row.cells.some((cell) => cell?.includes(DEMO_ACCOUNTS.learner.email))),
    ).toBe(true);

    const link = (await ops.data(ReportExportLinkDocument, { kind: 'CRM_UNSUBSCRIBES' })).reportExportLink;
    const response = await download(link.url, 'ops-dumps');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /Data-Dump-6-Unsubscribes-\d{2}-\d{2}-\d{4}\.xlsx/,
    );
    const sheet = await sheetOf(response);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Party ID',
      'Name',
      'E-mail',
      'Mobile',
      'Reason',
      'Unsubscribed At',
    ]);
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain("'+1+1");
    expect(cells.some((text) => text.startsWith(`'=HYPERLINK`))).toBe(true);

    const empty = (
      await ops.data(ReportExportLinkDocument, {
        kind: 'CRM_ORDERS',
        filter: { search: 'no-such-customer' },
      })
    ).reportExportLink;
    const none = await download(empty.url, 'ops-dumps');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ reasonCode: ReasonCode.EXPORT_EMPTY });
  });
});
