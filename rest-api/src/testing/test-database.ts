import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config';
import type { DatabaseHandle } from '../db/database';
import { seededPglite, seededTemplate, whileInUseRetry } from './seeded-snapshot';

export interface TestDatabase {
  /** Environment entries that point the app at this database. */
  env: Record<string, string>;
  /**
   * An open database, already migrated and seeded, to hand to `createRestApi` (which then neither
   * migrates nor closes it; `drop` closes it). Absent: the app opens the database `env` names.
   */
  handle?: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file. Without DATABASE_URL it is PGlite in memory. With
 * DATABASE_URL, each test file gets a fresh database on that server (created here, dropped after):
 * vitest runs files in parallel, and a schema per file would not isolate them because the migrations
 * drizzle-kit writes name "public" in their foreign keys. The server's own database is never touched.
 */
export const provisionTestDatabase = async (serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> => {
  if (!serverUrl) return { env: { DATA_DIR: MEMORY_DATA_DIR }, drop: async () => {} };
  return createServerDatabase(serverUrl);
};

/**
 * Like `provisionTestDatabase`, but already migrated and holding the demo seed: a copy of the one the
 * test run built first (see seeded-snapshot.ts), which is much cheaper than migrating and seeding anew.
 */
export const provisionSeededTestDatabase = async (
  serverUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> => {
  if (!serverUrl) {
    const handle = await seededPglite();
    return { env: { DATA_DIR: MEMORY_DATA_DIR }, handle, drop: () => handle.close() };
  }
  // The app still runs its migrations and seed on the copy: both find nothing to do. The copy only saves
  // time, so any failure of it falls back to an empty database the app migrates and seeds itself.
  try {
    return await createServerDatabase(serverUrl, await seededTemplate(serverUrl));
  } catch (error) {
    console.warn('seeded template database unavailable, migrating afresh:', (error as Error).message);
    return createServerDatabase(serverUrl);
  }
};

const createServerDatabase = async (serverUrl: string, template?: string): Promise<TestDatabase> => {
  const name = `finx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (template) await whileInUseRetry(admin, `create database "${name}" template "${template}"`);
    else await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
};

// Settings under which the seeded copy is not the database the caller asked for.
const DATABASE_SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'SEED_DEMO_DATA'];

/**
 * The database for an app started with `env`: the seeded copy, unless `env` chooses the database or
 * the seed itself (then an empty one the app migrates and seeds as it would in production).
 */
export const provisionTestDatabaseFor = (env: Record<string, string> = {}): Promise<TestDatabase> =>
  DATABASE_SETTINGS.some((name) => name in env) ? provisionTestDatabase() : provisionSeededTestDatabase();
