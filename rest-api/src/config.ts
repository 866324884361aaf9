import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_FIELD_CIPHER_SECRET } from '@finx/domain/server';
import { z } from 'zod';

/** The repository root, so the embedded database lands in `.data/` whichever folder the process starts in. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** DATA_DIR value that keeps the embedded database in memory (tests, throw-away runs). */
export const MEMORY_DATA_DIR = 'memory://';

const DEV_JWT_SECRET = 'finx-development-jwt-secret-not-for-production-use';

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
  SEED_DEMO_DATA: flag(true),
  // Where people open the product: links in mails (password reset, unsubscribe) start here.
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  // Mail and SMS providers: unset means the outbox table only (readable at /dev/outbox outside production).
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('FinX <no-reply@finx.in>'),
  SMS_URL: optionalText,
  SMS_API_KEY: optionalText,
  // OTP codes are stored as HMAC-SHA256 under this key; unset derives one from JWT_SECRET.
  OTP_SECRET: optionalText,
  OTP_LIMIT_PER_MOBILE: int(5, 1),
  OTP_LIMIT_PER_ADDRESS: int(20, 1),
  OTP_LIMIT_WINDOW_MS: int(900_000, 1_000),
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
  seedDemoData: boolean;
  /** The product's address as users open it; mailed links point here. */
  publicUrl: string;
  messaging: {
    smtpUrl: string | undefined;
    mailFrom: string;
    smsUrl: string | undefined;
    smsApiKey: string | undefined;
  };
  otp: {
    /** HMAC key for stored OTP codes. */
    secret: string;
    /** Codes issued per mobile number, and per client address, within the window. */
    limitPerMobile: number;
    limitPerAddress: number;
    limitWindowMs: number;
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
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const resolveDatabase = (url: string | undefined, dataDir: string | undefined): Config['database'] => {
  if (url) return { kind: 'postgres', url };
  if (dataDir === MEMORY_DATA_DIR) return { kind: 'pglite-memory' };
  return { kind: 'pglite', dataDir: resolve(dataDir ?? resolve(REPO_ROOT, '.data'), 'pglite') };
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
  if (values.NODE_ENV === 'production') {
    const defaults: string[] = [];
    if (values.JWT_SECRET === DEV_JWT_SECRET) defaults.push('JWT_SECRET');
    if (values.FIELD_CIPHER_SECRET.toLowerCase() === DEV_FIELD_CIPHER_SECRET)
      defaults.push('FIELD_CIPHER_SECRET');
    if (defaults.length > 0) {
      throw new ConfigError(
        `Set ${defaults.join(' and ')}: the development defaults are refused in production`,
      );
    }
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
    seedDemoData: values.SEED_DEMO_DATA,
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
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
      limitPerAddress: values.OTP_LIMIT_PER_ADDRESS,
      limitWindowMs: values.OTP_LIMIT_WINDOW_MS,
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
    logLevel: values.LOG_LEVEL,
  };
};
