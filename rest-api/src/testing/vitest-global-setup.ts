import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSeededTemplate, SNAPSHOT_DIR_ENV } from './snapshot-run';

/**
 * Vitest global setup of the projects that boot databases: names the run's snapshot folder (workers
 * inherit the variable) and removes it, and the run's template database, at the end. Nothing is built
 * here: a run of tests that need no database pays nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Both projects of one run share the folder; the first one to set up owns its removal.
  if (process.env[SNAPSHOT_DIR_ENV]) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'finx-seeded-'));
  process.env[SNAPSHOT_DIR_ENV] = dir;
  return async () => {
    delete process.env[SNAPSHOT_DIR_ENV];
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await dropSeededTemplate(serverUrl, dir);
    await rm(dir, { recursive: true, force: true });
  };
}
