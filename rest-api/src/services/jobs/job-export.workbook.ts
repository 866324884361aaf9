import { formulaSafeText, JOB_EXPORT_SHEETS } from '@finx/domain';
import ExcelJS from 'exceljs';

/** Dates come as text in India time (`001 §9`'s formats), so the sheet shows what the screens show. */
export type ExportCell = string | number | null;

/** One sheet: its column headers and rows, in the order of `001 §9`'s titles. */
export interface ExportSheet {
  columns: ReadonlyArray<{ header: string; width: number }>;
  rows: ExportCell[][];
}

export type ExportSheets = Record<(typeof JOB_EXPORT_SHEETS)[number], ExportSheet>;

/**
 * Text a spreadsheet would take for a formula gets a leading apostrophe: the one escape every export
 * shares (`formulaSafeText` in @finx/domain, also used by the streamed reports).
 */
export const neutralised = formulaSafeText;

const cellOf = (value: ExportCell): string | number | null =>
  typeof value === 'string' ? neutralised(value) : value;

/** The workbook as .xlsx bytes: every text cell a plain string cell, never a formula. */
export const buildWorkbook = async (sheets: ExportSheets, now: Date): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FinX';
  workbook.created = now;
  for (const title of JOB_EXPORT_SHEETS) {
    const sheet = sheets[title];
    const worksheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(row.map(cellOf));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
