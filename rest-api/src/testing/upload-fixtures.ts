import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';
import { PAYMENT_UPLOAD_COLUMNS, USER_UPLOAD_COLUMNS } from '@finx/domain';
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

/**
 * A zip whose headers declare a small sheet (2 MB from its compressed size, a ratio no check refuses) but
 * whose data really inflates to `expandedBytes` (issue 25 item 2a: the directory lies). The deflate
 * stream is built from zeros chunk by chunk, so making it holds one chunk, never the expanded sheet.
 */
export const inflatingZip = async (expandedBytes = 300 * 1024 * 1024): Promise<Buffer> => {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < expandedBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(parts);
  const declared = 2 * 1024 * 1024;
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
};

/**
 * A users file (/userbulkupload) of `count` distinct learners as an xlsx, written as a stream row by
 * row (issue 25: files of 15,000 and 20,001 rows). E-mails are `<tag>-<n>@bulk.test`; mobiles start at
 * `firstMobile` and count up, so files with different tags and ranges never share an account.
 */
export const usersXlsx = async (count: number, tag: string, firstMobile = 7_000_000_000): Promise<Buffer> => {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow([...USER_UPLOAD_COLUMNS]).commit();
  for (let n = 0; n < count; n++) {
    sheet.addRow(['Bulk', 'Learner', `${tag}-${n}@bulk.test`, String(firstMobile + n), 1 + (n % 3)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(parts);
};
