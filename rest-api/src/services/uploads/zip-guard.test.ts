import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingZip, paymentFileRow, paymentXlsx, zipBomb } from '../../testing/upload-fixtures';
import { zipLooksSafe } from './zip-guard';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zip-guard-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Runs the guard over `bytes` written to a file, sampling the process's memory while it runs. */
const guard = async (bytes: Buffer) => {
  const path = join(folder, `f${Math.random()}.xlsx`);
  await writeFile(path, bytes);
  const handle = await open(path, 'r');
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    const safe = await zipLooksSafe(handle, bytes.length);
    return { safe, grewBy: Math.max(peak, process.memoryUsage().rss) - before };
  } finally {
    clearInterval(sampler);
    await handle.close();
  }
};

describe('zip guard (issue 25 item 2a: counts bytes while inflating)', () => {
  it('passes a real xlsx', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => paymentFileRow(`p${i}@finx.test`, 100 + i));
    expect((await guard(await paymentXlsx(rows))).safe).toBe(true);
  });

  it('refuses a sheet that declares 2 MB and inflates to 300 MB, stopping early with memory bounded', async () => {
    const bomb = await inflatingZip(300 * 1024 * 1024);
    // Small on the wire, honest-looking in its directory: only inflating it shows what it is.
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { safe, grewBy } = await guard(bomb);
    expect(safe).toBe(false);
    // The output is counted and dropped: far below the 300 MB a reader that kept it would hold.
    expect(grewBy).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('refuses a directory that declares a bomb, before inflating', async () => {
    expect((await guard(zipBomb())).safe).toBe(false);
  });

  it('refuses an entry whose real size differs from the declared one, and bytes hidden between entries', async () => {
    const small = await inflatingZip(64 * 1024);
    expect((await guard(small)).safe).toBe(false);
    const real = await paymentXlsx([paymentFileRow('a@finx.test', 100)]);
    const hidden = Buffer.concat([Buffer.from('PK\x03\x04junk'), real]);
    expect((await guard(hidden)).safe).toBe(false);
  });
});
