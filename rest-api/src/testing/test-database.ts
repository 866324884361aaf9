import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config';

export interface TestDatabase {
  /** Environment entries that point the app at this database. */
  env: Record<string, string>;
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

  const name = `finx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
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
