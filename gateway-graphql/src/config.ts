import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_FIELD_CIPHER_SECRET,
  SLOW_REQUEST_LIMITS,
  isDevFieldCipherSecret,
  parseTrustProxy,
  type SlowRequestLimits,
} from '@finx/domain/server';
import { z } from 'zod';

/** The repository root: gateway-graphql/src/config.ts is two folders below it. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The idle time-out of `000 §4` is 20 minutes; the session outlives it a little so the client's modal shows first. */
const SPEC_IDLE_SECONDS = 1200;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_URL: z.url().default('http://127.0.0.1:8080'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(32),
  REDIS_URL: z.string().min(1).optional(),
  INBOX_CHANNEL: z
    .string()
    .regex(/^[\w:.-]{1,100}$/)
    .default('finx:inbox'),
  SESSION_CHANNEL: z
    .string()
    .regex(/^[\w:.-]{1,100}$/)
    .default('finx:gw:session'),
  SESSION_IDLE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(SPEC_IDLE_SECONDS + 300),
  FIELD_CIPHER_SECRET: z.string().min(1).default(DEV_FIELD_CIPHER_SECRET),
  FIELD_CIPHER_LEGACY: bool.default(false),
  GRAPHQL_INTROSPECTION: bool.optional(),
  COOKIE_SECURE: bool.optional(),
  // Peers whose X-Forwarded-For/-Proto/-Host are believed (a load balancer); unset believes nobody.
  TRUST_PROXY: z.string().optional(),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  // Slow clients (SLOW_REQUEST_LIMITS): headers complete within, a body at its minimum rate after.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(SLOW_REQUEST_LIMITS.headersMs),
  HTTP_BODY_GRACE_MS: z.coerce.number().int().min(500).default(SLOW_REQUEST_LIMITS.bodyGraceMs),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface GatewayConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  redisUrl: string | undefined;
  /** The Redis pub/sub channel new alerts and messages cross replicas on (tests give each stack its own). */
  inboxChannel: string;
  /** The Redis pub/sub channel on which replicas tell each other of ended sessions (their sockets close). */
  sessionChannel: string;
  sessionIdleTtlSeconds: number;
  fieldCipherSecret: string;
  fieldCipherLegacy: boolean;
  /** Introspection and the GraphiQL page: on unless production, or when GRAPHQL_INTROSPECTION says so. */
  introspection: boolean;
  cookieSecure: boolean;
  /** Fastify's `trustProxy`: the proxies in front of the gateway; false: the socket and Host decide. */
  trustProxy: string[] | false;
  clientDistDir: string;
  /** How slowly a request may arrive before its connection is cut (docs/decisions.md 'HTTP hardening'). */
  slowRequests: SlowRequestLimits;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Empty strings mean "not set" (docker-compose and .env files write them for optional variables).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid gateway configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // The development default is shared with rest-api so both tiers start without configuration.
  // The built-in default and `.env.example`'s sample are public: production refuses both.
  if (production && isDevFieldCipherSecret(e.FIELD_CIPHER_SECRET)) {
    throw new ConfigError(
      'FIELD_CIPHER_SECRET must be set in production: development secrets (the built-in default and the ' +
        'sample in .env.example) are public and refused',
    );
  }
  let trustProxy: string[] | false;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY, []);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (
    !/^[0-9a-f]{64}$/i.test(e.FIELD_CIPHER_SECRET) &&
    Buffer.from(e.FIELD_CIPHER_SECRET, 'base64').length !== 32
  ) {
    throw new ConfigError('FIELD_CIPHER_SECRET must be 32 bytes, hex or base64');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL.replace(/\/+$/, ''),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    redisUrl: e.REDIS_URL,
    inboxChannel: e.INBOX_CHANNEL,
    sessionChannel: e.SESSION_CHANNEL,
    sessionIdleTtlSeconds: e.SESSION_IDLE_TTL_SECONDS,
    fieldCipherSecret: e.FIELD_CIPHER_SECRET,
    fieldCipherLegacy: e.FIELD_CIPHER_LEGACY,
    introspection: e.GRAPHQL_INTROSPECTION ?? !production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy,
    // Relative to the repository root, so the same value works whichever folder the process starts in.
    clientDistDir: resolve(REPO_ROOT, e.CLIENT_DIST_DIR ?? 'client/dist'),
    slowRequests: {
      ...SLOW_REQUEST_LIMITS,
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      bodyGraceMs: e.HTTP_BODY_GRACE_MS,
    },
    logLevel: e.LOG_LEVEL,
  };
}
