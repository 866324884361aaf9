import { PAYMENT_UPLOAD_COLUMNS } from '@finx/domain';
import ExcelJS from 'exceljs';

/** One bulk payment row as a file holds it, column for column. */
export type PaymentFileRow = Record<(typeof PAYMENT_UPLOAD_COLUMNS)[number], string | number>;

/** A captured offline payment of `total` rupees by the learner with `emailId`. */
export const paymentFileRow = (emailId: string, total: number, date = '15/01/2026'): PaymentFileRow => ({
  paymentDate: date,
  itemAmount: total,
  totalAmount: total,
  currency: 'INR',
  paymentStatus: 'captured',
  fullName: 'Test Learner',
  emailId,
  paymentMode: 'offline',
  paymentFrom: 'student',
  paymentType: 'full',
});

const quote = (value: string | number): string => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The template's header, then the rows, as CSV. */
export const paymentCsv = (rows: readonly PaymentFileRow[]): Buffer =>
  Buffer.from(
    [
      PAYMENT_UPLOAD_COLUMNS.join(','),
      ...rows.map((row) => PAYMENT_UPLOAD_COLUMNS.map((c) => quote(row[c])).join(',')),
    ]
      .join('\n')
      .concat('\n'),
  );

/** The same as an xlsx; `formulaAt` puts a formula into that data row's totalAmount. */
export const paymentXlsx = async (rows: readonly PaymentFileRow[], formulaAt?: number): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([...PAYMENT_UPLOAD_COLUMNS]);
  rows.forEach((row, index) => {
    const added = sheet.addRow(PAYMENT_UPLOAD_COLUMNS.map((column) => row[column]));
    if (index === formulaAt) added.getCell(3).value = { formula: 'B2*1', result: 1 };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * A zip whose central directory declares one entry of 2 GB from 1 kB: what a zip bomb declares. Its data
 * is never inflated by a guard that reads the directory first, so the entry holds no real data.
 */
export const zipBomb = (): Buffer => {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(1024, 18);
  local.writeUInt32LE(0x7fff_0000, 22);
  local.writeUInt16LE(name.length, 26);
  const data = Buffer.alloc(1024);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(1024, 20);
  central.writeUInt32LE(0x7fff_0000, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
};
