import type { FileHandle } from 'node:fs/promises';

/** What an xlsx may expand to: far above any sheet within the row limit, far below what hurts the server. */
export const ZIP_MAX_EXPANDED_BYTES = 200 * 1024 * 1024;
/** Spreadsheet XML compresses well, but not a thousand times over: beyond this an entry is a bomb. */
export const ZIP_MAX_RATIO = 200;
/** Small entries may compress at any ratio without harm. */
const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const EOCD_SEARCH = 22 + 0xffff;

/**
 * Zip bombs are refused before anything is expanded (issue 14 item 3): the central directory at the end
 * of the file declares every entry's compressed and uncompressed size, read here without inflating a
 * byte. Refused: no readable directory, ZIP64 (no spreadsheet within the limits needs it), too many
 * entries, a total above ZIP_MAX_EXPANDED_BYTES, or an entry larger than 1 MB expanding more than
 * ZIP_MAX_RATIO times. Answers true when the archive is safe to stream.
 */
export const zipLooksSafe = async (file: FileHandle, size: number): Promise<boolean> => {
  const tailLength = Math.min(size, EOCD_SEARCH);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let at = tailLength - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > MAX_ENTRIES) return false;
  if (directoryOffset + directorySize > size) return false;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  let total = 0;
  let at = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return false;
    const compressed = directory.readUInt32LE(at + 20);
    const uncompressed = directory.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return false;
    if (uncompressed > RATIO_FREE_BYTES && uncompressed > Math.max(compressed, 1) * ZIP_MAX_RATIO)
      return false;
    total += uncompressed;
    if (total > ZIP_MAX_EXPANDED_BYTES) return false;
    at +=
      46 +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
  }
  return true;
};
