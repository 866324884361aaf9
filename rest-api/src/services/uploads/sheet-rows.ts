import { createReadStream } from 'node:fs';
import { parse } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import type { SheetFormat } from './upload-file';

/** A formula in the file: refused, never evaluated or stored (issue 14 item 3). */
export const FORMULA = Symbol('formula');

/** One cell as read: text, a number (a date may arrive as a serial), a date, empty, or a formula. */
export type SheetCell = string | number | Date | null | typeof FORMULA;

export interface SheetRow {
  /** The row's number in the file, as a spreadsheet shows it (the header is row 1). */
  rowNumber: number;
  cells: SheetCell[];
}

/** CSV has no formulas of its own; text starting with '=' is one for the spreadsheet that opens it. */
const csvCell = (text: string): SheetCell => {
  const value = text.trim();
  if (value === '') return null;
  return value.startsWith('=') ? FORMULA : value;
};

const xlsxCell = (value: unknown): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return FORMULA;
    // Rich text and hyperlinks: their visible text.
    if ('richText' in value && Array.isArray(value.richText)) {
      return (
        value.richText
          .map((run: { text?: string }) => run.text ?? '')
          .join('')
          .trim() || null
      );
    }
    if ('text' in value && typeof value.text === 'string') return value.text.trim() || null;
    if ('error' in value) return null;
  }
  return null;
};

async function* csvRows(path: string): AsyncGenerator<SheetRow> {
  const parser = createReadStream(path).pipe(
    parse<string[], string[]>({ headers: false, ignoreEmpty: true, trim: false, maxRows: 0 }),
  );
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber++;
    yield { rowNumber, cells: record.map(csvCell) };
  }
}

/**
 * The first worksheet of an xlsx, streamed by ExcelJS's WorkbookReader: shared strings are cached (they
 * are needed to read cells), styles and hyperlinks ignored; the later worksheets are never read.
 */
async function* xlsxRows(path: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      // row.values is sparse and 1-based; Array.from reads its holes as empty cells.
      const cells = Array.from((row.values as unknown[]).slice(1), xlsxCell);
      if (cells.every((cell) => cell === null)) continue;
      yield { rowNumber: row.number, cells };
    }
    return;
  }
}

/** The rows of a received file, header first, one at a time. */
export const sheetRows = (path: string, format: SheetFormat): AsyncGenerator<SheetRow> =>
  format === 'xlsx' ? xlsxRows(path) : csvRows(path);
