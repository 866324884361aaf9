import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import type { Config } from '../config';
import { tracePglite, traceQueries } from './query-spans';

/**
 * One type for both drivers: repositories never know whether PGlite or a PostgreSQL server answers. The
 * client is made without a relational schema: repositories query with the SQL builder over the tables
 * they import (`db/schema/<owner>.ts`, their feature's `<feature>.schema.ts`), never `db.query`, so no
 * object has to list every table.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
type NoRelations = Record<string, never>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  NoRelations,
  ExtractTablesWithRelations<NoRelations>
>;
/** Repositories accept either, so a service can run several of them inside one transaction. */
export type Executor = Database | Transaction;
/**
 * Runs `work` in one transaction and commits when it resolves (rolls back when it throws). Services get
 * it from the infrastructure and hand the transaction on to repositories; they never query through it.
 */
export type RunInTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in rest-api/drizzle. */
  migrate(): Promise<void>;
  /** Answers `select 1`, for the health check. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections by state (metrics); undefined for PGlite, which has none. */
  poolUse(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export const createDatabase = async (config: Pick<Config, 'database'>): Promise<DatabaseHandle> => {
  const target = config.database;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client the server drops (restart, failover, an administrator ending connections) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn('postgres pool: idle client error', error.message));
    // Every statement goes through one of the pool's clients: each is wrapped once, when it connects.
    pool.on('connect', (client) => {
      // The pool listens for errors of idle clients only. A client checked out when the server drops it
      // (inside a transaction, between two statements: PostgreSQL restarting under load) emits 'error'
      // with nobody listening, which crashed the process (issue 31's load test). Its pending and next
      // query fail on their own and the pool discards it when it comes back.
      client.on('error', (error) => console.warn('postgres pool: client error', error.message));
      traceQueries(client as unknown as Parameters<typeof traceQueries>[0]);
    });
    const db = drizzleNodePg({ client: pool });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await db.execute(sql`select 1`)),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    return pgliteHandle(openPglite({ dataDir: target.dataDir }));
  }
  return pgliteHandle(openPglite());
};

/**
 * A PGlite with the extensions the migrations create: PGlite has none built in, so one opened without
 * them fails migration 0032 (`CREATE EXTENSION pg_trgm`) or, loaded from a dump, every trigram index.
 */
export const openPglite = (options: Omit<PGliteOptions, 'extensions'> = {}): PGlite =>
  new PGlite({ ...options, extensions: { pg_trgm } });

/** A handle on an open PGlite; closing the handle closes it (tests open one from a seeded dump). */
export const pgliteHandle = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite({
    client: tracePglite(client as unknown as Parameters<typeof tracePglite>[0]) as unknown as PGlite,
  });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await db.execute(sql`select 1`)),
    poolUse: () => undefined,
    close: () => client.close(),
  };
};
