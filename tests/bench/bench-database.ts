// Every benchmark stack starts on a database of its own, so runs never inherit each other's sessions
// (one live session per person, SM-07) or purchases: on a PostgreSQL server (`serverUrl`) a fresh
// database, dropped afterwards; else embedded PGlite, in memory or, when it must be read after the
// stack stops, in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionTestDatabase } from '@finx/rest-api/testing';

export interface BenchDatabase {
  /** Environment that points a stack at this database. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export interface BenchDatabaseOptions {
  /** A PostgreSQL server to create the database on; none: embedded PGlite. */
  serverUrl?: string;
  /** The database is read after its stack stops (checkout's exactly-once check). */
  readAfterStop?: boolean;
}

export const benchDatabase = async ({
  serverUrl,
  readAfterStop = false,
}: BenchDatabaseOptions = {}): Promise<BenchDatabase> => {
  if (serverUrl) {
    const provisioned = await provisionTestDatabase(serverUrl);
    return { env: provisioned.env, dispose: () => provisioned.drop() };
  }
  if (!readAfterStop) return { env: { DATA_DIR: 'memory://' }, dispose: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'finx-bench-'));
  return {
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};
