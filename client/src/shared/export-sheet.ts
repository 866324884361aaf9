import { type ReportCell, spreadsheetSafe } from '@finx/domain';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  key: string;
  header: string;
  width?: number;
}

/** `001 §9`: an export is named with a DD-MM-YYYY date suffix. */
export const sheetFileName = (stem: string, today = new Date()): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${stem}-${two(today.getDate())}-${two(today.getMonth() + 1)}-${today.getFullYear()}.xlsx`;
};

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
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const name = sheetFileName(fileStem, today);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
