import { ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportDocument, ReportExportLinkDocument } from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { type Caller, loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 14 item 4 through the real gateway and rest-api: staff reports, paged, and their streamed export.

describe('gateway reports (issue 14 item 4)', () => {
  let stack: Stack;
  let admin: Caller;
  const cookieOf = (browser: string) =>
    [...stack.cookiesOf(browser)].map(([name, value]) => `${name}=${value}`).join('; ');
  const download = (url: string, browser?: string) =>
    fetch(`${stack.gatewayUrl}${url}`, browser ? { headers: { cookie: cookieOf(browser) } } : {});

  beforeAll(async () => {
    stack = await startStack({ restEnv: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
    admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-reports' });
  });
  afterAll(() => stack?.close());

  it('refuses learners, and ops on the admin-only reports, on the server', async () => {
    const learner = await loginAs(stack, DEMO_ACCOUNTS.learner.email);
    expect(
      errorCodes(await learner.graphql(ReportDocument, { kind: 'ENROLLMENT', page: 1, limit: 10 })),
    ).toEqual(['FORBIDDEN']);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops-reports' });
    expect(errorCodes(await ops.graphql(ReportDocument, { kind: 'ASSESSMENT', page: 1, limit: 10 }))).toEqual(
      ['FORBIDDEN'],
    );
    expect(errorCodes(await ops.graphql(ReportExportLinkDocument, { kind: 'ENROLLMENT' }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(
      errorCodes(await stack.graphql(ReportDocument, { kind: 'ENROLLMENT', page: 1, limit: 10 })),
    ).toEqual(['UNAUTHENTICATED']);
  });

  it('pages a report on the server and rejects a bad date without a 500', async () => {
    const page = (await admin.data(ReportDocument, { kind: 'ENROLLMENT', page: 1, limit: 2 })).report;
    expect(page.rows).toHaveLength(2);
    expect(page.totalRecords).toBeGreaterThan(2);
    expect(page.columns[0]).toEqual({ key: 'enrolmentId', header: 'Enrolment ID', sortable: false });
    const bad = await admin.graphql(ReportDocument, {
      kind: 'USER_ACTIVITY',
      filter: { from: '31/12/2026' },
      page: 1,
      limit: 10,
    });
    expect(errorCodes(bad)).toEqual(['BAD_USER_INPUT']);
  });

  it("streams the export to the admin's own session, named with a DD-MM-YYYY suffix", async () => {
    const link = (await admin.data(ReportExportLinkDocument, { kind: 'UNASSIGNED_USERS' })).reportExportLink;
    expect(link.url.startsWith('/staff/report-export/UNASSIGNED_USERS?')).toBe(true);
    const response = await download(link.url, 'admin-reports');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /Unassigned-Users-Report-\d{2}-\d{2}-\d{4}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['Party ID', 'Name', 'E-mail', 'Mobile', 'Registered On']);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);

    expect((await download(link.url)).status).toBe(401);
    expect((await download(link.url, 'ops-reports')).status).toBe(403);
    expect((await download(link.url.replace(/s=[^&]+/, 's=forged'), 'admin-reports')).status).toBe(404);

    const empty = (
      await admin.data(ReportExportLinkDocument, {
        kind: 'ENROLLMENT',
        filter: { search: 'no-such-learner' },
      })
    ).reportExportLink;
    const none = await download(empty.url, 'admin-reports');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({
      reasonCode: ReasonCode.EXPORT_EMPTY,
      reasonText: 'No record found',
    });
  });
});
