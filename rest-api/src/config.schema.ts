import { DEV_FIELD_CIPHER_SECRET, SLOW_REQUEST_LIMITS } from '@finx/domain/server';
import { z } from 'zod';

/**
 * The environment rest-api reads, checked by zod: names, defaults and bounds. `config.ts` turns the
 * result into the typed `Config` and refuses development secrets in production.
 */
export const DEV_JWT_SECRET = 'finx-development-jwt-secret-not-for-production-use';
/** `.env.example`'s JWT_SECRET: published with the code, so as guessable as the built-in default. */
export const EXAMPLE_JWT_SECRET = 'change-me-to-a-long-random-string';

/**
 * The REST tier's trusted proxy by default is the gateway on this machine: it reports the browser's
 * address and origin in X-Forwarded-* headers. Anyone else's forwarded headers are ignored.
 */
export const DEFAULT_TRUST_PROXY = ['loopback'];

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
  /** The sandbox's Paytm MID; its merchant key is derived from SANDBOX_PAY_KEY_SECRET. */
  paytmMid: 'FINXSANDBOX000000001',
  keySecret: 'sandbox-key-secret-finx-development',
  webhookSecret: 'sandbox-webhook-secret-finx-development',
} as const;

export const schema = z.object({
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
  // Migrate and seed at start (one process); false where a job does it once per release (Kubernetes).
  MIGRATE_ON_START: flag(true),
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
  // The AI assistants (001 §7 'Chat'): with an endpoint set, that assistant's replies come from it
  // (GET ?message=&sessionId=), else from the built-in assistant over this product's own data.
  CHAT_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  CIEL_CHAT_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  // One attempt's time at the endpoint; two attempts must fit the gateway's UPSTREAM_TIMEOUT_MS.
  CHAT_TIMEOUT_MS: int(1_800, 100),
  // In production only these party ids may use the assistants (comma-separated); elsewhere every learner.
  CHAT_ALLOWED_PARTY_IDS: optionalText,
  // Questions one learner may ask the assistants in the window.
  CHAT_LIMIT_PER_ACCOUNT: int(20, 1),
  CHAT_LIMIT_WINDOW_MS: int(60_000, 1_000),
  // The built-in assistant's phrasing: with a base url and a model, an OpenAI-compatible model (OpenAI,
  // vLLM, Ollama at http://localhost:11434/v1) words its answers from the passages it found; the key is
  // optional for servers that need none. Only the question and the passages are sent.
  LLM_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  // The model's whole call; with the search it must fit the gateway's UPSTREAM_TIMEOUT_MS (4 s), and
  // past it the passage's own text is the reply.
  LLM_TIMEOUT_MS: int(1_500, 100),
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
  // Paytm (the wallet choice) when both MID and merchant key are set, otherwise the sandbox's Paytm flow.
  // The merchant key is AES-128's: 16 characters, as Paytm issues them. PAYTM_HOST is Paytm's gateway
  // (https://securegw-stage.paytm.in for its staging MIDs); PAYTM_WEBSITE the website name Paytm gave.
  PAYTM_MID: optionalText,
  PAYTM_MERCHANT_KEY: optionalText.refine((key) => key === undefined || key.length === 16, {
    message: 'a Paytm merchant key has 16 characters',
  }),
  PAYTM_WEBSITE: z.string().min(1).default('DEFAULT'),
  PAYTM_HOST: z.url().default('https://securegw.paytm.in'),
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
