import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * What an xlsx may expand to in all: far above any sheet within the row limit (20,000 rows of the widest
 * template expand to about 10 MB), far below what hurts the server.
 */
export const ZIP_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;
/** Spreadsheet XML compresses well, but not a thousand times over: beyond this an entry is a bomb. */
export const ZIP_MAX_RATIO = 200;
/** Small entries may compress at any ratio without harm. */
const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const EOCD_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;
/** General purpose flag bit 3: sizes follow the data in a descriptor. */
const HAS_DESCRIPTOR = 0x08;

interface Entry {
  method: number;
  flags: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** The inflated byte count went past a limit: refused as it happens, never after. */
class Exceeded extends Error {}

/** Reads the central directory's entries; null when it is unreadable, ZIP64 or too long. */
const directoryOf = async (
  file: FileHandle,
  size: number,
): Promise<{ entries: Entry[]; offset: number } | null> => {
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
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) return null;
  if (offset + directorySize > size) return null;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, offset);
  const entries: Entry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const entry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressed: directory.readUInt32LE(at + 20),
      uncompressed: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    if (entry.compressed === 0xffffffff || entry.uncompressed === 0xffffffff) return null;
    entries.push(entry);
    at +=
      46 +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
  }
  return { entries, offset };
};

/** What the declared sizes alone already betray: refused without inflating a byte. */
const declaredSafe = (entries: readonly Entry[]): boolean => {
  let total = 0;
  for (const { method, compressed, uncompressed } of entries) {
    if (method !== STORED && method !== DEFLATED) return false;
    if (uncompressed > RATIO_FREE_BYTES && uncompressed > Math.max(compressed, 1) * ZIP_MAX_RATIO)
      return false;
    total += uncompressed;
    if (total > ZIP_MAX_EXPANDED_BYTES) return false;
  }
  return true;
};

/**
 * Streams one entry's data through inflate, counting what comes out against the running total and the
 * entry's ratio, and throws Exceeded at the limit: the output is discarded, so memory stays one chunk.
 * Answers the entry's real expanded size and where its data ends.
 */
const inflateCounting = async (
  file: FileHandle,
  entry: Entry,
  dataStart: number,
  expandedSoFar: number,
): Promise<number> => {
  if (entry.compressed === 0) return 0;
  const source = file.createReadStream({
    start: dataStart,
    end: dataStart + entry.compressed - 1,
    autoClose: false,
  });
  let expanded = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      expanded += chunk.length;
      const overRatio =
        expanded > RATIO_FREE_BYTES && expanded > Math.max(entry.compressed, 1) * ZIP_MAX_RATIO;
      done(overRatio || expandedSoFar + expanded > ZIP_MAX_EXPANDED_BYTES ? new Exceeded() : null);
    },
  });
  if (entry.method === STORED) await pipeline(source, counter);
  else await pipeline(source, createInflateRaw(), counter);
  return expanded;
};

/**
 * Zip bombs are refused (issue 14 item 3, issue 25 item 2a). The central directory's declared sizes are
 * checked first (cheap), but a directory can lie, so every entry is then really inflated, its output
 * counted and thrown away, stopping at ZIP_MAX_EXPANDED_BYTES in all or at ZIP_MAX_RATIO for a large
 * entry; an entry whose real size differs from the declared one is refused too. The local entries must
 * follow one another exactly up to the directory, so a streaming reader that walks the local headers
 * (ExcelJS does) meets exactly the entries checked here and nothing hidden between them. Refused also:
 * no readable directory, ZIP64 (no spreadsheet within the limits needs it), too many entries, methods
 * other than stored and deflate, data that does not inflate. Answers true when the archive is safe to read.
 */
export const zipLooksSafe = async (file: FileHandle, size: number): Promise<boolean> => {
  const directory = await directoryOf(file, size);
  if (!directory || !declaredSafe(directory.entries)) return false;
  const entries = [...directory.entries].sort((a, b) => a.localOffset - b.localOffset);
  const header = Buffer.alloc(30);
  let expected = 0;
  let total = 0;
  for (const entry of entries) {
    if (entry.localOffset !== expected || entry.localOffset + 30 > directory.offset) return false;
    await file.read(header, 0, 30, entry.localOffset);
    if (header.readUInt32LE(0) !== LOCAL_SIGNATURE || header.readUInt16LE(8) !== entry.method) return false;
    const dataStart = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    let end = dataStart + entry.compressed;
    if (end > directory.offset) return false;
    try {
      const expanded = await inflateCounting(file, entry, dataStart, total);
      if (expanded !== entry.uncompressed) return false;
      total += expanded;
    } catch {
      // Past a limit (Exceeded), or data that is not deflate: either way not a file to read.
      return false;
    }
    if (entry.flags & HAS_DESCRIPTOR) {
      const signature = Buffer.alloc(4);
      await file.read(signature, 0, 4, end);
      end += signature.readUInt32LE(0) === DESCRIPTOR_SIGNATURE ? 16 : 12;
    }
    expected = end;
  }
  return expected === directory.offset;
};
