import type { UploadResult } from '@finx/domain';
import ExcelJS from 'exceljs';
import { PERSON_HEADERS, type UploadKindView } from './upload-kinds';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `001 §9`: exports are named with a DD-MM-YYYY suffix. */
export const dated = (prefix: string, today = new Date()): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${two(today.getDate())}-${two(today.getMonth() + 1)}-${today.getFullYear()}.xlsx`;
};

const download = async (workbook: ExcelJS.Workbook, name: string): Promise<string> => {
  const blob = new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};

/** Exported text is never read as a formula by the spreadsheet that opens it. */
const cellText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

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
