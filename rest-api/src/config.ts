import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_FIELD_CIPHER_SECRET,
  SLOW_REQUEST_LIMITS,
  isDevFieldCipherSecret,
  parseTrustProxy,
  type SlowRequestLimits,
} from '@finx/domain/server';
import { z } from 'zod';

/** The repository root, so the embedded database lands in `.data/` whichever folder the process starts in. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** DATA_DIR value that keeps the embedded database in memory (tests, throw-away runs). */
export const MEMORY_DATA_DIR = 'memory://';

const DEV_JWT_SECRET = 'finx-development-jwt-secret-not-for-production-use';
/** `.env.example`'s JWT_SECRET: published with the code, so as guessable as the built-in default. */
const EXAMPLE_JWT_SECRET = 'change-me-to-a-long-random-string';

/**
 * The REST tier's trusted proxy by default is the gateway on this machine: it reports the browser's
 * address and origin in X-Forwarded-* headers. Anyone else's forwarded headers are ignored.
 */
const DEFAULT_TRUST_PROXY = ['loopback'];

// Environment values are strings; accept the usual spellings so `SEED_DEMO_DATA=0` does what it says.
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

// Empty strings in an env file mean "not set", not "the empty value".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** The sandbox's development keys: public on purpose, they guard nothing but pretend money. */
export const SANDBOX_PAY_DEFAULTS = {
  keyId: 'rzp_sandbox_finx',
  keySecret: 'sandbox-key-secret-finx-development',
  webhookSecret: 'sandbox-webhook-secret-finx-development',
} as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  REST_PORT: int(8080, 1),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  // Hot session records (jti chains) in Redis, shared by REST replicas; unset keeps them in process.
  REDIS_URL: optionalText,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
  FIELD_CIPHER_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'FIELD_CIPHER_SECRET must be 32 bytes as 64 hex digits')
    .default(DEV_FIELD_CIPHER_SECRET),
  FIELD_CIPHER_LEGACY: flag(false),
  TOKEN_TTL_SECONDS: int(43_200, 60),
  JTI_GRACE_MS: int(10_000),
  BODY_LIMIT_BYTES: int(1_048_576, 1_024),
  // Slow clients (SLOW_REQUEST_LIMITS): headers complete within, a body at its minimum rate after.
  HTTP_HEADERS_TIMEOUT_MS: int(SLOW_REQUEST_LIMITS.headersMs, 500),
  HTTP_BODY_GRACE_MS: int(SLOW_REQUEST_LIMITS.bodyGraceMs, 500),
  SEED_DEMO_DATA: flag(true),
  // Where people open the product: links in mails and payment redirects start here. Unset: the origin
  // the request came to (as the gateway reports it), so any address or port works without configuration.
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  // Peers whose X-Forwarded-For/-Proto/-Host are believed (addresses, CIDRs, loopback/uniquelocal/...).
  TRUST_PROXY: optionalText,
  // Mail and SMS providers: unset means the outbox table only (readable at /dev/outbox outside production).
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('FinX <no-reply@finx.in>'),
  SMS_URL: optionalText,
  SMS_API_KEY: optionalText,
  // OTP codes are stored as HMAC-SHA256 under this key; unset derives one from JWT_SECRET.
  OTP_SECRET: optionalText,
  // Codes per mobile asked from one client address, per mobile from all addresses (unset: 3 times the
  // first, so one address never uses up the number's budget), and per address, within the window.
  OTP_LIMIT_PER_MOBILE: int(5, 1),
  OTP_LIMIT_PER_MOBILE_ALL_ADDRESSES: z.coerce.number().int().min(1).optional(),
  OTP_LIMIT_PER_ADDRESS: int(20, 1),
  OTP_LIMIT_WINDOW_MS: int(900_000, 1_000),
  // Wrong OTP codes per mobile from one address, across codes, before that address's OTP sign-in for the
  // number is held (issue 10); from all addresses (unset: 3 times that) before it is held everywhere.
  OTP_WRONG_CODES_PER_MOBILE: int(10, 1),
  OTP_WRONG_CODES_PER_MOBILE_ALL_ADDRESSES: z.coerce.number().int().min(1).optional(),
  OTP_WRONG_CODES_WINDOW_MS: int(86_400_000, 1_000),
  // How long the SM-12 lock of three wrong passwords (of one account from one address) lasts; an OTP
  // sign-in, a password reset or staff lift it sooner.
  LOGIN_LOCK_MINUTES: int(15, 1),
  // Failed sign-ins (passwords, OTP codes) one client address may make within the window.
  LOGIN_LIMIT_PER_ADDRESS: int(20, 1),
  LOGIN_LIMIT_WINDOW_MS: int(900_000, 1_000),
  // Per-operation limits (issue 25), shared through REDIS_URL when set: mails one operation sends to one
  // account (the reset mail) and asks from one client address within the window; anonymous writes
  // (enquiries, feedback, unsubscribe, staff sign-ups) per address and operation within theirs.
  MAIL_LIMIT_PER_ACCOUNT: int(3, 1),
  MAIL_LIMIT_PER_ADDRESS: int(10, 1),
  MAIL_LIMIT_WINDOW_MS: int(900_000, 1_000),
  PUBLIC_WRITE_LIMIT_PER_ADDRESS: int(10, 1),
  PUBLIC_WRITE_LIMIT_WINDOW_MS: int(3_600_000, 1_000),
  // Social sign-in (`000 §1`): where ID tokens and access tokens are checked. Unset client id / app id
  // means that provider is switched off (its logins answer SOCIAL_LOGIN_FAILED).
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_TOKEN: optionalText,
  FACEBOOK_DEBUG_URL: z.url().default('https://graph.facebook.com/debug_token'),
  FACEBOOK_PROFILE_URL: z.url().default('https://graph.facebook.com/me'),
  // Payments: Razorpay when both keys are set, otherwise the built-in sandbox (same signatures).
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  SANDBOX_PAY_KEY_ID: z.string().min(1).default(SANDBOX_PAY_DEFAULTS.keyId),
  SANDBOX_PAY_KEY_SECRET: z.string().min(16).default(SANDBOX_PAY_DEFAULTS.keySecret),
  SANDBOX_PAY_WEBHOOK_SECRET: z.string().min(16).default(SANDBOX_PAY_DEFAULTS.webhookSecret),
  SANDBOX_WEBHOOK_DELAY_MS: int(200),
  // A production server takes pretend money only when told it is a demo.
  SANDBOX_PAY_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  // The learners' documents: a folder by default (under DATA_DIR), S3-compatible storage when a bucket is set.
  DOCUMENTS_DIR: optionalText,
  DOCUMENT_S3_BUCKET: optionalText,
  DOCUMENT_S3_REGION: z.string().min(1).default('ap-south-1'),
  DOCUMENT_S3_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  DOCUMENT_S3_ACCESS_KEY_ID: optionalText,
  DOCUMENT_S3_SECRET_ACCESS_KEY: optionalText,
  DOCUMENT_S3_FORCE_PATH_STYLE: flag(false),
  DOCUMENT_S3_PREFIX: z.string().default('documents/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Where the data lives: a PostgreSQL server, an embedded PGlite folder, or embedded in memory. */
  database:
    { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' };
  /** Where hot session records live: Redis when set (replicas share them), else this process. */
  redisUrl: string | undefined;
  jwtSecret: string;
  fieldCipherSecret: string;
  fieldCipherLegacy: boolean;
  tokenTtlSeconds: number;
  jtiGraceMs: number;
  bodyLimitBytes: number;
  /** How slowly a request may arrive before its connection is cut (docs/decisions.md 'HTTP hardening'). */
  slowRequests: SlowRequestLimits;
  seedDemoData: boolean;
  /**
   * The product's address when PUBLIC_URL is set: mailed links and payment redirects point here. Unset:
   * each request's own origin (see http/public-origin.ts).
   */
  publicUrl: string | undefined;
  /** Fastify's `trustProxy`: whose X-Forwarded-* headers are believed; false believes nobody. */
  trustProxy: string[] | false;
  messaging: {
    smtpUrl: string | undefined;
    mailFrom: string;
    smsUrl: string | undefined;
    smsApiKey: string | undefined;
  };
  otp: {
    /** HMAC key for stored OTP codes. */
    secret: string;
    /** Codes issued per mobile to one client address, per mobile to all, and per address, in the window. */
    limitPerMobile: number;
    limitPerMobileAllAddresses: number;
    limitPerAddress: number;
    limitWindowMs: number;
    /**
     * Wrong codes per mobile, across its codes, within the window: from one address before that address
     * is held for the mobile, from all addresses before the mobile is held everywhere.
     */
    wrongCodesPerMobile: number;
    wrongCodesPerMobileAllAddresses: number;
    wrongCodesWindowMs: number;
  };
  login: {
    /** How long the SM-12 lock lasts. */
    lockMs: number;
    /** Failed sign-ins per client address within the window. */
    limitPerAddress: number;
    limitWindowMs: number;
  };
  /** Per-operation limits (issue 25): counts in Redis when `redisUrl` is set, else in this process. */
  limits: {
    mail: { perAccount: number; perAddress: number; windowMs: number };
    publicWrite: { perAddress: number; windowMs: number };
  };
  social: {
    google: { clientId: string | undefined; issuer: string; jwksUrl: string };
    facebook: {
      appId: string | undefined;
      appToken: string | undefined;
      debugUrl: string;
      profileUrl: string;
    };
  };
  payments: {
    /** Set when both Razorpay keys are: then Razorpay takes the payments, else the sandbox. */
    razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string } | null;
    sandbox: { keyId: string; keySecret: string; webhookSecret: string; webhookDelayMs: number };
  };
  /** Where uploaded documents are kept (see providers/documents). */
  documents:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Documents beside the database; a memory database keeps them in a throw-away folder of this process. */
const resolveDocuments = (values: z.infer<typeof schema>): Config['documents'] => {
  if (values.DOCUMENT_S3_BUCKET) {
    return {
      kind: 's3',
      bucket: values.DOCUMENT_S3_BUCKET,
      region: values.DOCUMENT_S3_REGION,
      endpoint: values.DOCUMENT_S3_ENDPOINT,
      accessKeyId: values.DOCUMENT_S3_ACCESS_KEY_ID,
      secretAccessKey: values.DOCUMENT_S3_SECRET_ACCESS_KEY,
      forcePathStyle: values.DOCUMENT_S3_FORCE_PATH_STYLE,
      prefix: values.DOCUMENT_S3_PREFIX,
    };
  }
  if (values.DOCUMENTS_DIR) return { kind: 'local', dir: resolve(values.DOCUMENTS_DIR) };
  if (values.DATA_DIR === MEMORY_DATA_DIR) {
    return { kind: 'local', dir: join(tmpdir(), `finx-documents-${process.pid}`) };
  }
  return { kind: 'local', dir: resolve(values.DATA_DIR ?? resolve(REPO_ROOT, '.data'), 'documents') };
};

const resolveDatabase = (url: string | undefined, dataDir: string | undefined): Config['database'] => {
  if (url) return { kind: 'postgres', url };
  if (dataDir === MEMORY_DATA_DIR) return { kind: 'pglite-memory' };
  return { kind: 'pglite', dataDir: resolve(dataDir ?? resolve(REPO_ROOT, '.data'), 'pglite') };
};

/**
 * Production refuses every secret published with the code: the built-in defaults and `.env.example`'s
 * samples. The sandbox's keys count when the sandbox takes payments: with the public ones anyone could
 * sign a webhook that marks an order paid.
 */
const refuseDevelopmentSecrets = (values: z.infer<typeof schema>): void => {
  const published: string[] = [];
  if ([DEV_JWT_SECRET, EXAMPLE_JWT_SECRET].includes(values.JWT_SECRET)) published.push('JWT_SECRET');
  if (isDevFieldCipherSecret(values.FIELD_CIPHER_SECRET)) published.push('FIELD_CIPHER_SECRET');
  if (!values.RAZORPAY_KEY_ID && values.SANDBOX_PAY_IN_PRODUCTION === 'true') {
    if (values.SANDBOX_PAY_KEY_SECRET === SANDBOX_PAY_DEFAULTS.keySecret)
      published.push('SANDBOX_PAY_KEY_SECRET');
    if (values.SANDBOX_PAY_WEBHOOK_SECRET === SANDBOX_PAY_DEFAULTS.webhookSecret)
      published.push('SANDBOX_PAY_WEBHOOK_SECRET');
  }
  if (published.length > 0) {
    throw new ConfigError(
      `Set ${published.join(', ')}: development secrets (the built-in defaults and the samples in ` +
        '.env.example) are public and refused in production',
    );
  }
};

/** Reads and checks the environment once; throws ConfigError listing every problem. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  // Half a Razorpay configuration must not quietly fall back to the sandbox.
  if (Boolean(values.RAZORPAY_KEY_ID) !== Boolean(values.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither');
  }
  let trustProxy: string[] | false;
  try {
    trustProxy = parseTrustProxy(values.TRUST_PROXY, DEFAULT_TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (values.NODE_ENV === 'production') refuseDevelopmentSecrets(values);
  // Without it, mailed links (password reset, verification) would start at the Host header of the
  // request that asked for them, which any caller chooses: a reset link to someone else's inbox
  // pointing at the caller's own server. Development and tests follow the request instead.
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) {
    throw new ConfigError(
      "Set PUBLIC_URL to the address people open: in production, mailed links never follow a request's Host",
    );
  }
  if (
    values.NODE_ENV === 'production' &&
    !values.RAZORPAY_KEY_ID &&
    values.SANDBOX_PAY_IN_PRODUCTION !== 'true'
  ) {
    throw new ConfigError(
      'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or SANDBOX_PAY_IN_PRODUCTION=true for a demo: ' +
        'a production server does not take sandbox payments unless told to',
    );
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.REST_PORT,
    host: values.HOST,
    database: resolveDatabase(values.DATABASE_URL, values.DATA_DIR),
    redisUrl: values.REDIS_URL,
    jwtSecret: values.JWT_SECRET,
    fieldCipherSecret: values.FIELD_CIPHER_SECRET,
    fieldCipherLegacy: values.FIELD_CIPHER_LEGACY,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    jtiGraceMs: values.JTI_GRACE_MS,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    slowRequests: {
      ...SLOW_REQUEST_LIMITS,
      headersMs: values.HTTP_HEADERS_TIMEOUT_MS,
      bodyGraceMs: values.HTTP_BODY_GRACE_MS,
    },
    seedDemoData: values.SEED_DEMO_DATA,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : undefined,
    trustProxy,
    messaging: {
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      smsUrl: values.SMS_URL,
      smsApiKey: values.SMS_API_KEY,
    },
    otp: {
      // A separate key per purpose: the JWT key never signs anything but tokens.
      secret: values.OTP_SECRET ?? createHash('sha256').update(`otp:${values.JWT_SECRET}`).digest('hex'),
      limitPerMobile: values.OTP_LIMIT_PER_MOBILE,
      limitPerMobileAllAddresses:
        values.OTP_LIMIT_PER_MOBILE_ALL_ADDRESSES ?? 3 * values.OTP_LIMIT_PER_MOBILE,
      limitPerAddress: values.OTP_LIMIT_PER_ADDRESS,
      limitWindowMs: values.OTP_LIMIT_WINDOW_MS,
      wrongCodesPerMobile: values.OTP_WRONG_CODES_PER_MOBILE,
      wrongCodesPerMobileAllAddresses:
        values.OTP_WRONG_CODES_PER_MOBILE_ALL_ADDRESSES ?? 3 * values.OTP_WRONG_CODES_PER_MOBILE,
      wrongCodesWindowMs: values.OTP_WRONG_CODES_WINDOW_MS,
    },
    login: {
      lockMs: values.LOGIN_LOCK_MINUTES * 60_000,
      limitPerAddress: values.LOGIN_LIMIT_PER_ADDRESS,
      limitWindowMs: values.LOGIN_LIMIT_WINDOW_MS,
    },
    limits: {
      mail: {
        perAccount: values.MAIL_LIMIT_PER_ACCOUNT,
        perAddress: values.MAIL_LIMIT_PER_ADDRESS,
        windowMs: values.MAIL_LIMIT_WINDOW_MS,
      },
      publicWrite: {
        perAddress: values.PUBLIC_WRITE_LIMIT_PER_ADDRESS,
        windowMs: values.PUBLIC_WRITE_LIMIT_WINDOW_MS,
      },
    },
    social: {
      google: {
        clientId: values.GOOGLE_CLIENT_ID,
        issuer: values.GOOGLE_ISSUER,
        jwksUrl: values.GOOGLE_JWKS_URL,
      },
      facebook: {
        appId: values.FACEBOOK_APP_ID,
        appToken: values.FACEBOOK_APP_TOKEN,
        debugUrl: values.FACEBOOK_DEBUG_URL,
        profileUrl: values.FACEBOOK_PROFILE_URL,
      },
    },
    payments: {
      razorpay:
        values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET
          ? {
              keyId: values.RAZORPAY_KEY_ID,
              keySecret: values.RAZORPAY_KEY_SECRET,
              webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: values.RAZORPAY_API_URL.replace(/\/+$/, ''),
            }
          : null,
      sandbox: {
        keyId: values.SANDBOX_PAY_KEY_ID,
        keySecret: values.SANDBOX_PAY_KEY_SECRET,
        webhookSecret: values.SANDBOX_PAY_WEBHOOK_SECRET,
        webhookDelayMs: values.SANDBOX_WEBHOOK_DELAY_MS,
      },
    },
    documents: resolveDocuments(values),
    logLevel: values.LOG_LEVEL,
  };
};
