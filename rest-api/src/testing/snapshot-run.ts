import { createHash } from 'node:crypto';
import pg from 'pg';

// Kept apart from seeded-snapshot.ts: the vitest global setup imports this file, and it runs outside
// the projects' resolve conditions (no workspace sources, no schema, no seed).

/**
 * Migrating and seeding a fresh database costs far more than the tests of most files that need one
 * (PGlite's initdb alone takes seconds), so a test run does it once. The vitest global setup names a
 * folder of this run here; the first test file that needs a seeded database builds it and leaves it
 * there (a PGlite dump, or a template database on the DATABASE_URL server), every later file copies it.
 * Each file still gets a database of its own. Without the variable (a script, a bench) every database
 * is migrated and seeded afresh, as before.
 */
export const SNAPSHOT_DIR_ENV = 'FINX_TEST_SNAPSHOT_DIR';

/** The template database of this run on the server (the same name in every worker of the run). */
export const seededTemplateName = (dir: string) =>
  `finx_seeded_${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`;

/** Drops the run's template database (global teardown). */
export const dropSeededTemplate = async (serverUrl: string, dir: string): Promise<void> => {
  const name = seededTemplateName(dir);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`drop database if exists "${name}_building" with (force)`);
  } finally {
    await admin.end();
  }
};
