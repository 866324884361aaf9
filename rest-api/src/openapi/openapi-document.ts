import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createRestApi, type RestRoute } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { OPENAPI_PATH } from '../http/openapi';

/**
 * A database handle that is never reached: the document is made from the routes alone, so generating it
 * needs no PostgreSQL, no PGlite and no Redis. A query would fail (nothing listens on the discard port);
 * none is made while the app is built.
 */
const unreachableDatabase = (): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: 'postgres://openapi@127.0.0.1:9/none', max: 1 });
  pool.on('error', () => undefined);
  const unreachable = async () => {
    throw new Error('the OpenAPI build has no database');
  };
  return {
    db: drizzle({ client: pool }),
    driver: 'postgres',
    migrate: unreachable,
    ping: unreachable,
    poolUse: () => undefined,
    close: () => pool.end(),
  };
};

/** The parts of an OpenAPI 3.1 document the checks read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
  [key: string]: unknown;
}

export interface OpenApiBuild {
  document: OpenApiDocument;
  /** Every route the app registered, with its access rule. */
  routes: readonly RestRoute[];
}

/**
 * The OpenAPI document of every route the app registers, on the default (development) configuration:
 * every feature on. The committed `rest-api/openapi.json` is this, written by `npm run openapi`.
 */
export const buildOpenApiDocument = async (): Promise<OpenApiBuild> => {
  const database = unreachableDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const api = await createRestApi(config, { database });
  try {
    // As rest-api serves it, so the committed document is the served one.
    const served = await api.app.inject({ method: 'GET', url: OPENAPI_PATH });
    if (served.statusCode !== 200) throw new Error(`GET ${OPENAPI_PATH} answered ${served.statusCode}`);
    return { document: served.json<OpenApiDocument>(), routes: api.routes };
  } finally {
    await api.close();
    await database.close();
  }
};

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
