import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SLOW_REQUEST_LIMITS,
  isDevFieldCipherSecret,
  parseTrustProxy,
  type SlowRequestLimits,
} from '@finx/domain/server';
import { z } from 'zod';
import {
  DEFAULT_TRUST_PROXY,
  DEV_JWT_SECRET,
  EXAMPLE_JWT_SECRET,
  SANDBOX_PAY_DEFAULTS,
  schema,
} from './config.schema';

export { SANDBOX_PAY_DEFAULTS } from './config.schema';

/** The repository root, so the embedded database lands in `.data/` whichever folder the process starts in. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** DATA_DIR value that keeps the embedded database in memory (tests, throw-away runs). */
export const MEMORY_DATA_DIR = 'memory://';

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
  /** Migrate and seed when the app starts; false when `dist/migrate.js` does it once per release. */
  migrateOnStart: boolean;
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
    chat: { perAccount: number; windowMs: number };
  };
  /** The AI assistants: each one's external endpoint when set, the production allow-list, the time-out. */
  chat: {
    finxUrl: string | undefined;
    cielUrl: string | undefined;
    timeoutMs: number;
    /** Party ids allowed in production; null: every learner (outside production). */
    allowedPartyIds: readonly number[] | null;
    /** The model that words the built-in assistant's answers (LLM_*); null: the passages' own text. */
    llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
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
    /** Set when PAYTM_MID and PAYTM_MERCHANT_KEY are: then Paytm takes wallet payments, else the sandbox. */
    paytm: { mid: string; merchantKey: string; website: string; host: string } | null;
    sandbox: {
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      webhookDelayMs: number;
      /** The sandbox's Paytm flow: its MID, and a 16-character merchant key derived from keySecret. */
      paytmMid: string;
      paytmMerchantKey: string;
    };
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
  if (values.SANDBOX_PAY_IN_PRODUCTION === 'true') {
    // The sandbox's Paytm key derives from its key secret, so either sandbox flow needs that one.
    const sandboxCard = !values.RAZORPAY_KEY_ID;
    const sandboxWallet = !values.PAYTM_MID;
    if ((sandboxCard || sandboxWallet) && values.SANDBOX_PAY_KEY_SECRET === SANDBOX_PAY_DEFAULTS.keySecret)
      published.push('SANDBOX_PAY_KEY_SECRET');
    if (sandboxCard && values.SANDBOX_PAY_WEBHOOK_SECRET === SANDBOX_PAY_DEFAULTS.webhookSecret)
      published.push('SANDBOX_PAY_WEBHOOK_SECRET');
  }
  if (published.length > 0) {
    throw new ConfigError(
      `Set ${published.join(', ')}: development secrets (the built-in defaults and the samples in ` +
        '.env.example) are public and refused in production',
    );
  }
};

/** CHAT_ALLOWED_PARTY_IDS as numbers: unset or blank allows nobody (production opts learners in). */
const partyIdsOf = (list: string | undefined): number[] =>
  (list ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * LLM_BASE_URL and LLM_MODEL together, or none of LLM_*: half a setting must not quietly leave the
 * assistant unphrased (the key alone is no model either).
 */
const llmOf = (values: z.infer<typeof schema>): Config['chat']['llm'] => {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = values;
  if (!baseUrl && !model && !apiKey) return null;
  if (!baseUrl || !model) {
    const missing = [!baseUrl && 'LLM_BASE_URL', !model && 'LLM_MODEL'].filter(Boolean);
    throw new ConfigError(
      `Set ${missing.join(' and ')} too, or unset LLM_BASE_URL, LLM_MODEL and LLM_API_KEY: ` +
        'the assistant is phrased by a model only with both its address and its name',
    );
  }
  return { baseUrl, apiKey, model, timeoutMs: values.LLM_TIMEOUT_MS };
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
  if (Boolean(values.PAYTM_MID) !== Boolean(values.PAYTM_MERCHANT_KEY)) {
    throw new ConfigError('Set both PAYTM_MID and PAYTM_MERCHANT_KEY, or neither');
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
  if (values.NODE_ENV === 'production' && values.SANDBOX_PAY_IN_PRODUCTION !== 'true') {
    // Card and wallet both need real keys: either one falling back to the sandbox takes pretend money.
    const missing = [
      !values.RAZORPAY_KEY_ID && 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      !values.PAYTM_MID && 'PAYTM_MID and PAYTM_MERCHANT_KEY',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Set ${missing.join(', ')}, or SANDBOX_PAY_IN_PRODUCTION=true for a demo: ` +
          'a production server does not take sandbox payments unless told to',
      );
    }
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
    migrateOnStart: values.MIGRATE_ON_START,
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
      chat: { perAccount: values.CHAT_LIMIT_PER_ACCOUNT, windowMs: values.CHAT_LIMIT_WINDOW_MS },
    },
    chat: {
      finxUrl: values.CHAT_URL,
      cielUrl: values.CIEL_CHAT_URL,
      timeoutMs: values.CHAT_TIMEOUT_MS,
      allowedPartyIds: values.NODE_ENV === 'production' ? partyIdsOf(values.CHAT_ALLOWED_PARTY_IDS) : null,
      llm: llmOf(values),
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
      paytm:
        values.PAYTM_MID && values.PAYTM_MERCHANT_KEY
          ? {
              mid: values.PAYTM_MID,
              merchantKey: values.PAYTM_MERCHANT_KEY,
              website: values.PAYTM_WEBSITE,
              host: values.PAYTM_HOST.replace(/\/+$/, ''),
            }
          : null,
      sandbox: {
        keyId: values.SANDBOX_PAY_KEY_ID,
        keySecret: values.SANDBOX_PAY_KEY_SECRET,
        webhookSecret: values.SANDBOX_PAY_WEBHOOK_SECRET,
        webhookDelayMs: values.SANDBOX_WEBHOOK_DELAY_MS,
        paytmMid: SANDBOX_PAY_DEFAULTS.paytmMid,
        paytmMerchantKey: createHash('sha256')
          .update(`paytm|${values.SANDBOX_PAY_KEY_SECRET}`)
          .digest('base64url')
          .slice(0, 16),
      },
    },
    documents: resolveDocuments(values),
    logLevel: values.LOG_LEVEL,
  };
};
