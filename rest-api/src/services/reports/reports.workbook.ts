import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { type ReportColumn, type ReportRow, spreadsheetSafe } from '@finx/domain';
import ExcelJS from 'exceljs';

/**
 * A report as a streamed .xlsx: exceljs' WorkbookWriter writes each row to the stream as it is committed
 * (no shared strings, no styles), so memory stays bounded by one page of rows however long the report
 * is. `pages` yields the rows a page at a time; every text cell is escaped against formula injection.
 */
export const streamWorkbook = (
  sheetName: string,
  columns: readonly ReportColumn[],
  pages: AsyncIterable<ReportRow[]>,
  onError: (error: unknown) => void,
): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  // A sheet's name may not hold * ? : \ / [ ] nor run past 31 characters (Excel's rule, which exceljs enforces).
  const sheet = workbook.addWorksheet(
    sheetName
      .replace(/[*?:\\/[\]]/g, ' -')
      .slice(0, 31)
      .trim(),
  );
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: 18 }));
  const write = async () => {
    for await (const rows of pages) {
      for (const row of rows) {
        sheet.addRow(columns.map((column) => spreadsheetSafe(row[column.key] ?? null))).commit();
      }
      // Backpressure: the next page is read only once the reader has taken what is buffered.
      if (stream.writableNeedDrain) await once(stream, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
