import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabase, openPglite, pgliteHandle, type DatabaseHandle } from '../db/database';
import { seedDatabase } from '../db/seed';
import { FEATURE_MODULES } from '../services';
import { SNAPSHOT_DIR_ENV, seededTemplateName } from './snapshot-run';

// A builder in another worker that has not finished by then has died; the waiter builds its own.
const WAIT_FOR_BUILDER_MS = 180_000;
const POLL_MS = 100;

const migrateAndSeed = async (handle: DatabaseHandle): Promise<DatabaseHandle> => {
  try {
    await handle.migrate();
    await seedDatabase(handle.db, FEATURE_MODULES, { demo: true });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
};

/**
 * True for the one process that creates `path` (mkdir is atomic across processes); it leaves its pid
 * inside, so a waiter can tell a builder that died (vitest ends a file's process on a hook timeout).
 */
const claim = async (path: string): Promise<boolean> => {
  try {
    await mkdir(path);
  } catch {
    // EEXIST: another worker builds it; ENOENT: the run's folder is gone, nobody will.
    return false;
  }
  await writeFile(join(path, 'pid'), String(process.pid));
  return true;
};

const builderAlive = async (claimed: string): Promise<boolean> => {
  const pid = Number(await readFile(join(claimed, 'pid'), 'utf8').catch(() => ''));
  // No pid yet: the builder is between mkdir and writing it.
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

let dumpOfThisProcess: Buffer | undefined;

/**
 * The dump another worker builds: 'dump' when it is there, 'gone' when its builder failed or died
 * (the caller builds one itself then).
 */
const waitForDump = async (file: string, failed: string, claimed: string): Promise<Buffer | 'gone'> => {
  const deadline = Date.now() + WAIT_FOR_BUILDER_MS;
  while (Date.now() < deadline) {
    if (await exists(file)) return readFile(file);
    if ((await exists(failed)) || !(await builderAlive(claimed))) return 'gone';
    await sleep(POLL_MS);
  }
  return 'gone';
};

/**
 * An in-memory PGlite, migrated, with the demo seed: loaded from the run's dump, or built (and dumped
 * for the others) by the first file that asks.
 */
export const seededPglite = async (): Promise<DatabaseHandle> => {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return migrateAndSeed(pgliteHandle(openPglite()));
  const file = join(dir, 'pglite-seeded.tar');
  const claimed = join(dir, 'pglite-seeded.claim');
  const failed = join(dir, 'pglite-seeded.failed');
  if (dumpOfThisProcess) return loadDump(dumpOfThisProcess);
  for (;;) {
    // The run's folder is gone (its setup has torn down): nobody shares a dump any more.
    if (!(await exists(dir))) return migrateAndSeed(pgliteHandle(openPglite()));
    if (await claim(claimed)) return buildAndDump(file, failed);
    const dump = await waitForDump(file, failed, claimed);
    if (dump !== 'gone') {
      dumpOfThisProcess = dump;
      return loadDump(dump);
    }
    if (await exists(failed)) return migrateAndSeed(pgliteHandle(openPglite()));
    // The builder died: take its claim over (one waiter wins the rename, the others wait on the winner).
    const stale = `${claimed}.${process.pid}`;
    if (
      await rename(claimed, stale).then(
        () => true,
        () => false,
      )
    )
      await rm(stale, { recursive: true, force: true });
  }
};

const loadDump = (dump: Buffer): DatabaseHandle =>
  pgliteHandle(openPglite({ loadDataDir: new Blob([new Uint8Array(dump)]) }));

const buildAndDump = async (file: string, failed: string): Promise<DatabaseHandle> => {
  const client = openPglite();
  const handle = pgliteHandle(client);
  try {
    await migrateAndSeed(handle);
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    // Written aside and renamed, so a waiter never reads half a file.
    await writeFile(`${file}.part`, dump);
    await rename(`${file}.part`, file);
    dumpOfThisProcess = dump;
    return handle;
  } catch (error) {
    await writeFile(failed, String(error)).catch(() => undefined);
    throw error;
  }
};

// Any constant: serialises the workers that would build the template at the same moment.
const TEMPLATE_LOCK_KEY = 7_305_017;
const OBJECT_IN_USE = '55006';

/**
 * CREATE DATABASE ... TEMPLATE and RENAME refuse while a session is still connected to the database;
 * a pool's sessions linger a moment on the server after the pool has ended.
 */
export const whileInUseRetry = async (admin: pg.Client, statement: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await sleep(POLL_MS);
    }
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The name of this run's migrated and seeded template database on the server, built by the first
 * caller; undefined when the run has no snapshot folder.
 */
export const seededTemplate = async (serverUrl: string): Promise<string | undefined> => {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return undefined;
  const name = seededTemplateName(dir);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a half-built template is never copied.
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const handle = await createDatabase({
        database: { kind: 'postgres', url: databaseUrl(serverUrl, building) },
      });
      await migrateAndSeed(handle);
      await handle.close();
      await whileInUseRetry(admin, `alter database "${building}" rename to "${name}"`);
    }
    return name;
  } finally {
    await admin.end();
  }
};
