import { type ReportCell, spreadsheetSafe } from '@finx/domain';
import ExcelJS from 'exceljs';
import { dated, downloadWorkbook } from './xlsx-download';

export interface SheetColumn {
  key: string;
  header: string;
  width?: number;
}

/**
 * Rows as a spreadsheet the browser downloads, for lists the gateway pages (the reports a REST call serves).
 * Loaded on demand (exceljs is large). Text cells are escaped against formula injection. Answers the name.
 */
export async function exportSheet(
  sheetName: string,
  fileStem: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, ReportCell>[],
  today = new Date(),
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => spreadsheetSafe(row[column.key] ?? null)));
  return downloadWorkbook(workbook, dated(fileStem, today));
}
