import ExcelJS from 'exceljs';
import type { JobRatingReportQuery } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../shared/format';
import { cellText, dated, downloadWorkbook } from '../../../shared/xlsx-download';

export type RatingReportRow = NonNullable<JobRatingReportQuery['jobRatingReport']>[number];

/** `001 §9` the sheet's title, as the candidates' export names its ratings sheet. */
export const RATING_REPORT_SHEET = 'Candidate Rating Details';

/**
 * One job's rating report as a spreadsheet (`001 §7` rating report; `001 §9` sheet title and DD-MM-YYYY
 * suffix), built from the rows the screen shows. Loaded on demand: exceljs is large. Answers the name.
 */
export async function exportRatingReport(
  jobTitle: string,
  rows: readonly RatingReportRow[],
  today = new Date(),
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(RATING_REPORT_SHEET);
  sheet.columns = [
    { header: 'Application ID', key: 'applicationId', width: 14 },
    { header: 'Candidate', key: 'fullName', width: 28 },
    { header: 'Stage', key: 'stageName', width: 20 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Ratings', key: 'ratings', width: 10 },
    { header: 'Average Rating', key: 'averageRating', width: 15 },
    { header: 'Last Rated On', key: 'lastRatedAt', width: 15 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      applicationId: row.applicationId,
      fullName: cellText(row.fullName),
      stageName: cellText(row.stageName),
      status: row.status,
      ratings: row.ratings,
      averageRating: row.averageRating ?? '',
      lastRatedAt: row.lastRatedAt ? formatDate(row.lastRatedAt) : '',
    });
  }
  const stem = jobTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return downloadWorkbook(workbook, dated(`Candidate-Rating-Details${stem ? `-${stem}` : ''}`, today));
}
