import ExcelJS from 'exceljs';
import type { EventRsvpsQuery } from '../../graphql/generated/graphql';
import { downloadWorkbook } from '../../shared/xlsx-download';
import { istDateTime } from './event-list-search';

type Rsvp = NonNullable<EventRsvpsQuery['eventRsvps']>[number];

/**
 * The RSVP report as a spreadsheet, downloaded by the browser. Loaded on demand (exceljs is large), so
 * the event pages themselves stay small. Answers the file's name.
 */
export async function exportRsvps(title: string, rows: readonly Rsvp[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('RSVP Report');
  sheet.columns = [
    { header: 'Name', key: 'name', width: 26 },
    { header: 'E-mail', key: 'email', width: 32 },
    { header: 'Mobile', key: 'mobile', width: 14 },
    { header: 'College', key: 'college', width: 28 },
    { header: 'RSVP on (IST)', key: 'rsvpOn', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      mobile: row.mobileNo ?? '',
      college: row.college ?? '',
      rsvpOn: istDateTime(row.rsvpOn),
    });
  }
  const name = `RSVP-Report-${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.xlsx`;
  return downloadWorkbook(workbook, name);
}
