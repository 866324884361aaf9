import { Readable } from 'node:stream';
import { EXCEL_LIMIT, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { paymentCsv, paymentFileRow } from '../../testing/upload-fixtures';
import { receiveFile } from './upload-file';

const MB = 1024 * 1024;

/** A CSV of the payment template padded with blank lines to exactly `size` bytes, sent in 1 MB chunks. */
const csvOfSize = (size: number): Readable => {
  const head = paymentCsv([paymentFileRow('size@finx.test', 100)]);
  const file = Buffer.alloc(size, '\n');
  head.copy(file);
  return Readable.from(
    Array.from({ length: Math.ceil(size / MB) }, (_, i) => file.subarray(i * MB, (i + 1) * MB)),
  );
};

describe('receiveFile: the Excel limit (001 §9 EXCEL_LIMIT, 20 MB)', () => {
  it('takes a file of exactly EXCEL_LIMIT MB', async () => {
    expect(EXCEL_LIMIT).toBe(20);
    const received = await receiveFile(csvOfSize(EXCEL_LIMIT * MB), 'payments.csv');
    expect(received.ok).toBe(true);
    if (received.ok) await received.file.dispose();
  });

  it('refuses one byte more as UPLOAD_TOO_LARGE', async () => {
    const received = await receiveFile(csvOfSize(EXCEL_LIMIT * MB + 1), 'payments.csv');
    expect(received).toEqual({ ok: false, reasonCode: ReasonCode.UPLOAD_TOO_LARGE });
  });
});
