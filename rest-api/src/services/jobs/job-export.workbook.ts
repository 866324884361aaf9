import { formulaSafeText, JOB_EXPORT_SHEETS } from '@finx/domain';
import ExcelJS from 'exceljs';
import { indiaWallClock } from '../../formats/india-time';

/** The screens' DD/MM/YYYY (`001 §9`) as a spreadsheet's number format; date-times add the minute. */
export const EXCEL_DATE_FORMAT = 'dd/mm/yyyy';
export const EXCEL_DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

/**
 * A real date cell (sortable and filterable as a date, not text), already on India's wall clock, with
 * the format the cell shows it in.
 */
export interface ExportDate {
  readonly excelDate: Date;
  readonly numFmt: typeof EXCEL_DATE_FORMAT | typeof EXCEL_DATE_TIME_FORMAT;
}

/** A calendar day stored as YYYY-MM-DD (a joining date, the day a comment was made). */
export const exportDay = (isoDay: string): ExportDate => ({
  excelDate: new Date(`${isoDay}T00:00:00.000Z`),
  numFmt: EXCEL_DATE_FORMAT,
});

/** An instant (applied, enrolled, rated), at its minute in India time. */
export const exportMoment = (at: Date): ExportDate => ({
  excelDate: indiaWallClock(at),
  numFmt: EXCEL_DATE_TIME_FORMAT,
});

export type ExportCell = string | number | ExportDate | null;

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

const isDate = (value: ExportCell): value is ExportDate => typeof value === 'object' && value !== null;

const cellOf = (value: ExportCell): string | number | Date | null =>
  typeof value === 'string' ? neutralised(value) : isDate(value) ? value.excelDate : value;

/**
 * The workbook as .xlsx bytes: every text cell a plain string cell, never a formula; every date a date
 * cell in DD/MM/YYYY (with the time for an instant), never ISO text.
 */
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
      const added = worksheet.addRow(row.map(cellOf));
      row.forEach((value, index) => {
        if (isDate(value)) added.getCell(index + 1).numFmt = value.numFmt;
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
