// Every benchmark stack starts on a database of its own, so runs never inherit each other's sessions
// (one live session per person, SM-07) or purchases: on a PostgreSQL server (DATABASE_URL) a fresh
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

export const benchDatabase = async ({ readAfterStop = false } = {}): Promise<BenchDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
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
