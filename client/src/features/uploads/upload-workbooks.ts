import type { UploadResult } from '@finx/domain';
import ExcelJS from 'exceljs';
import { cellText, dated, downloadWorkbook as download } from '../../shared/xlsx-download';
import { PERSON_HEADERS, type UploadKindView } from './upload-kinds';

/** `001 §2` screen 8: the kind's template, its columns and one example row. */
export const downloadTemplate = async (kind: UploadKindView): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind.sheetName);
  sheet.addRow([...kind.columns]).font = { bold: true };
  sheet.addRow([...kind.example]);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return download(workbook, `${kind.fileStem}-Template.xlsx`);
};

/** `001 §9`: one export with the sheets 'Success Records' and 'Failed Records'. */
export const exportUploadResult = async (
  result: UploadResult,
  kind: UploadKindView,
  today = new Date(),
): Promise<string> => {
  const [name, email] = kind.identityHeaders ?? PERSON_HEADERS;
  const workbook = new ExcelJS.Workbook();
  const success = workbook.addWorksheet('Success Records');
  success.addRow(['Row', name, email, 'Reference']).font = { bold: true };
  for (const row of result.successfullRecords) {
    success.addRow([row.rowNumber, cellText(row.fullName), cellText(row.emailId), row.reference]);
  }
  const failed = workbook.addWorksheet('Failed Records');
  failed.addRow(['Row', name, email, 'Errors']).font = { bold: true };
  for (const row of result.failList) {
    failed.addRow([
      row.rowNumber,
      cellText(row.fullName),
      cellText(row.emailId),
      cellText(row.errors.join('; ')),
    ]);
  }
  return download(workbook, dated(`${kind.fileStem}-Upload`, today));
};
