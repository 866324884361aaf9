import type ExcelJS from 'exceljs';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `<prefix>-DD-MM-YYYY.xlsx`: `001 §9`, exports are named with a DD-MM-YYYY date suffix. */
export const dated = (prefix: string, today = new Date()): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${two(today.getDate())}-${two(today.getMonth() + 1)}-${today.getFullYear()}.xlsx`;
};

/** Exported text is never read as a formula by the spreadsheet that opens it. */
export const cellText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Hands a workbook built in the browser to the browser's download, answering the file's name. Callers
 * load exceljs on demand (it is large), so the screens themselves stay small.
 */
export const downloadWorkbook = async (workbook: ExcelJS.Workbook, name: string): Promise<string> => {
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
