import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf, isUploadFormat, ReasonCode, UPLOAD_MAX_BYTES, type UploadsReason } from '@finx/domain';
import { zipLooksSafe } from './zip-guard';

/** The file's real content, sniffed from its first bytes (the extension alone is the browser's word). */
export type SheetFormat = 'xlsx' | 'csv';

/** A received upload on disk: streamed there, never held whole in memory; `dispose` removes it. */
export interface ReceivedFile {
  path: string;
  format: SheetFormat;
  dispose(): Promise<void>;
}

export type Received = { ok: true; file: ReceivedFile } | { ok: false; reasonCode: UploadsReason };

class TooLarge extends Error {}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Legacy BIFF (.xls) lives in an OLE2 compound file. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Streams the request body to a temporary file, counting bytes (over UPLOAD_MAX_BYTES stops reading at
 * once), then decides what it is: the extension must be xls, xlsx or csv (`001 §5`), an xlsx (or an .xls
 * that is really one) must pass the zip guard, and legacy BIFF is refused as 'Invalid File Format'
 * (docs/decisions.md, "uploads").
 */
export const receiveFile = async (body: Readable, fileName: string): Promise<Received> => {
  const extension = extensionOf(fileName);
  if (!isUploadFormat(extension)) {
    body.resume();
    return { ok: false, reasonCode: ReasonCode.UPLOAD_INVALID_FORMAT };
  }
  const folder = await mkdtemp(join(tmpdir(), 'finx-upload-'));
  const path = join(folder, 'upload');
  const dispose = () => rm(folder, { recursive: true, force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > UPLOAD_MAX_BYTES ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(path));
  } catch (error) {
    await dispose();
    body.resume();
    if (error instanceof TooLarge) return { ok: false, reasonCode: ReasonCode.UPLOAD_TOO_LARGE };
    throw error;
  }
  const refuse = async (reasonCode: UploadsReason): Promise<Received> => {
    await dispose();
    return { ok: false, reasonCode };
  };
  const size = (await stat(path)).size;
  if (size === 0) return refuse(ReasonCode.UPLOAD_EMPTY);
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.equals(ZIP_MAGIC)) {
      if (extension === 'csv') return await refuse(ReasonCode.UPLOAD_INVALID_FORMAT);
      if (!(await zipLooksSafe(handle, size))) return await refuse(ReasonCode.UPLOAD_UNSAFE_ARCHIVE);
      return { ok: true, file: { path, format: 'xlsx', dispose } };
    }
    if (head.equals(OLE2_MAGIC) || extension !== 'csv') return await refuse(ReasonCode.UPLOAD_INVALID_FORMAT);
    return { ok: true, file: { path, format: 'csv', dispose } };
  } finally {
    await handle.close();
  }
};
