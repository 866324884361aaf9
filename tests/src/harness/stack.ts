import type { AddressInfo } from 'node:net';
import { FieldCipher } from '@finx/domain/server';
import { createGateway, loadConfig as loadGatewayConfig } from '@finx/gateway-graphql';
import { createRestApi, loadConfig as loadRestConfig, type RestApi } from '@finx/rest-api';
import { provisionTestDatabaseFor, provisionTestRedis } from '@finx/rest-api/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { expectNoInternalErrors, expectNoServerErrorStatus } from './expect';
import type { GraphqlBody, GraphqlResponse } from './graphql-response';

export type { GraphqlBody, GraphqlResponse } from './graphql-response';

export interface StackOptions {
  /** Extra gateway environment (wins over the harness defaults), e.g. NODE_ENV or CLIENT_DIST_DIR. */
  gatewayEnv?: Record<string, string>;
  /** Extra rest-api environment. */
  restEnv?: Record<string, string>;
}

/**
 * Who is calling: `cookie` names a browser whose cookie jar the harness keeps between calls (so a login
 * in browser "alice" signs in later calls of "alice" only); `bearer` sends `Authorization: Bearer`.
 * Neither: a fresh anonymous caller.
 */
export interface CallerOptions {
  cookie?: string;
  bearer?: string;
  headers?: Record<string, string>;
  /**
   * Every response is checked for HTTP >= 500 and INTERNAL_SERVER_ERROR (a masked bug) unless a fault
   * test says it provokes one on purpose.
   */
  serverErrorExpected?: boolean;
}

/** The arguments after a typed document: variables are required exactly when the operation has required ones. */
export type OperationArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, caller?: CallerOptions]
    : [variables: TVariables, caller?: CallerOptions];

export interface Stack {
  gatewayUrl: string;
  restUrl: string;
  /** rest-api's database, to arrange states no endpoint sets (maintenance on, an aged session). */
  restDb: RestApi['db'];
  /** Every route rest-api serves (the fuzz suite covers each). */
  restRoutes: RestApi['routes'];
  /** The field cipher rest-api expects sensitive fields and queries in. */
  restCipher: FieldCipher;
  /** rest-api's request body limit (BODY_LIMIT_BYTES): larger bodies are refused with 413. */
  restBodyLimitBytes: number;
  /** Runs a generated, typed operation; the answer's data has the operation's type. */
  graphql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...args: OperationArgs<TVariables>
  ): Promise<GraphqlResponse<TData>>;
  /** Sends a document as text: only for tests of the documents themselves (syntax, limits, introspection). */
  graphqlText(
    query: string,
    variables?: Record<string, unknown>,
    caller?: CallerOptions,
  ): Promise<GraphqlResponse>;
  /** A form post to the gateway as a browser sends it (payment pages, callbacks), redirects not followed. */
  form(
    path: string,
    fields: Record<string, string>,
    caller?: Pick<CallerOptions, 'serverErrorExpected'>,
  ): Promise<Response>;
  /** Rows of a read-only query on rest-api's database, for facts no API shows (events, session rows). */
  rows<TRow extends Record<string, unknown>>(query: SQL): Promise<TRow[]>;
  /**
   * The requests rest-api received over the network while `run` ran (`METHOD /path`, query left out):
   * what the gateway sent upstream. Reads answered inside a read batch never reach the network.
   */
  restRequestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; requests: string[] }>;
  /** The cookies a named browser holds (name to value). */
  cookiesOf(browser: string): ReadonlyMap<string, string>;
  /** Stops rest-api only (fault tests); the gateway keeps running. */
  stopRest(): Promise<void>;
  close(): Promise<void>;
}

const listen = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

/** Variables the harness passes on from the test run's environment: the real PostgreSQL and Redis when set. */
const fromEnv = (name: string): Record<string, string> => {
  const value = process.env[name];
  return value ? { [name]: value } : {};
};

const printed = new WeakMap<object, string>();
const textOf = (document: DocumentNode): string => {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
};

/**
 * Boots the real stack in this process on free ports: rest-api (in-memory PGlite with demo data, or a
 * fresh database of its own on the DATABASE_URL server; hot session records in process, or on REDIS_URL
 * under a key prefix of its own) and the gateway in front of it (in-process sessions, or REDIS_URL when
 * set). Each stack has a database of its own, so one test file's sessions
 * (SM-07 counts live sessions) or data never leak into another's.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const database = await provisionTestDatabaseFor(options.restEnv);
  const redis = provisionTestRedis();
  const restConfig = loadRestConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...database.env,
    ...redis.env,
    ...options.restEnv,
  });
  const rest = await createRestApi(restConfig, { redisPrefix: redis.prefix, database: database.handle });
  const restUrl = await listen(rest.app);
  let restRequests: string[] | null = null;
  rest.app.server.on('request', (request: { method?: string; url?: string }) => {
    restRequests?.push(`${request.method} ${request.url?.split('?')[0]}`);
  });

  const gatewayConfig = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPSTREAM_URL: restUrl,
    // Both tiers share one test worker on a contended CI machine: a busy event loop is not a dead upstream.
    UPSTREAM_TIMEOUT_MS: '20000',
    FIELD_CIPHER_SECRET: restConfig.fieldCipherSecret,
    ...fromEnv('REDIS_URL'),
    // One Redis server serves every test file at once, each with its own demo users of the same ids: a
    // shared channel would hand one file's alerts to another file's subscriber.
    INBOX_CHANNEL: `${redis.prefix}inbox`,
    SESSION_CHANNEL: `${redis.prefix}session`,
    ...options.gatewayEnv,
  });
  const gateway = await createGateway(gatewayConfig);
  const gatewayUrl = await listen(gateway.app);

  const jars = new Map<string, Map<string, string>>();
  let restRunning = true;

  const graphqlText: Stack['graphqlText'] = async (query, variables, caller = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...caller.headers };
    const jar =
      caller.cookie === undefined ? undefined : (jars.get(caller.cookie) ?? new Map<string, string>());
    if (caller.cookie !== undefined && jar) jars.set(caller.cookie, jar);
    if (jar && jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;

    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    if (jar) storeCookies(jar, response.headers.getSetCookie());
    const text = await response.text();
    let body: GraphqlBody<never>;
    try {
      body = JSON.parse(text) as GraphqlBody<never>;
    } catch {
      body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
    }
    const answer = { status: response.status, headers: response.headers, body };
    if (!caller.serverErrorExpected) expectNoInternalErrors(answer);
    return answer;
  };

  return {
    gatewayUrl,
    restUrl,
    restDb: rest.db,
    restRoutes: rest.routes,
    restCipher: new FieldCipher({
      secret: restConfig.fieldCipherSecret,
      legacy: restConfig.fieldCipherLegacy,
    }),
    restBodyLimitBytes: restConfig.bodyLimitBytes,
    graphql: <TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      ...[variables, caller]: OperationArgs<TVariables>
    ) =>
      graphqlText(textOf(document), variables as Record<string, unknown> | undefined, caller) as Promise<
        GraphqlResponse<TData>
      >,
    graphqlText,
    form: async (path, fields, caller = {}) => {
      const response = await fetch(`${gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      if (!caller.serverErrorExpected) expectNoServerErrorStatus(response.status, path);
      return response;
    },
    rows: async <TRow extends Record<string, unknown>>(query: SQL) =>
      ((await rest.db.execute(query)) as unknown as { rows: TRow[] }).rows,
    restRequestsDuring: async (run) => {
      const requests: string[] = [];
      restRequests = requests;
      try {
        return { result: await run(), requests };
      } finally {
        restRequests = null;
      }
    },
    cookiesOf: (browser) => jars.get(browser) ?? new Map(),
    stopRest: async () => {
      if (!restRunning) return;
      restRunning = false;
      await rest.close();
    },
    close: async () => {
      await gateway.close();
      if (restRunning) {
        restRunning = false;
        await rest.close();
      }
      await database.drop();
      await redis.drop();
    },
  };
}

/** Applies Set-Cookie headers the way a browser would: a value sets the cookie, an expiry in the past deletes it. */
const storeCookies = (jar: Map<string, string>, setCookies: string[]): void => {
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', attrValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(attrValue) <= 0;
      if (key.toLowerCase() === 'expires') return new Date(attrValue).getTime() <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
};
