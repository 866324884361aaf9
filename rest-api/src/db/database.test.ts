import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTestDatabase, type TestDatabase } from '../testing/test-database';
import { createDatabase, type DatabaseHandle } from './database';

/**
 * PostgreSQL restarting under load (issue 31's fault run) ends every connection, among them clients
 * checked out of the pool inside a transaction. Such a client emitted 'error' with no listener and the
 * process died; now the transaction fails, the pool replaces the client and the next query works.
 */
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool when the server drops a connection', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await provisionTestDatabase();
    handle = await createDatabase({
      database: { kind: 'postgres', url: database.env.DATABASE_URL! },
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('fails the open transaction, keeps the process and answers the next query', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      // Another connection ends this one between two statements, as a server restart does.
      const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The 'error' event arrives while the client sits checked out and idle.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});
