import { DEV_FIELD_CIPHER_SECRET } from '@finx/domain/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR, SANDBOX_PAY_DEFAULTS } from './config';

const SECRET = 'a'.repeat(64);

/** A Paytm merchant (the wallet method's real keys). */
const PAYTM = { PAYTM_MID: 'FINXLIVE000000000001', PAYTM_MERCHANT_KEY: 'abcdEFGH1234ijkl' };
describe('loadConfig', () => {
  it('needs no configuration for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      fieldCipherSecret: DEV_FIELD_CIPHER_SECRET,
      fieldCipherLegacy: false,
      tokenTtlSeconds: 43_200,
      jtiGraceMs: 10_000,
      bodyLimitBytes: 1_048_576,
      seedDemoData: true,
      migrateOnStart: true,
      logLevel: 'info',
    });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/\.data\/pglite$/) });
  });

  it('chooses the database from DATABASE_URL, then DATA_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: MEMORY_DATA_DIR }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).database).toEqual({ kind: 'pglite-memory' });
    expect(loadConfig({ DATA_DIR: '/var/lib/finx' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/finx/pglite',
    });
  });

  it('keeps documents in a folder unless an S3 bucket is named', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/finx' }).documents).toEqual({
      kind: 'local',
      dir: '/var/lib/finx/documents',
    });
    expect(loadConfig({ DOCUMENTS_DIR: '/srv/docs' }).documents).toEqual({ kind: 'local', dir: '/srv/docs' });
    expect(
      loadConfig({
        DOCUMENT_S3_BUCKET: 'finx-docs',
        DOCUMENT_S3_ENDPOINT: 'http://127.0.0.1:9000',
        DOCUMENT_S3_FORCE_PATH_STYLE: 'true',
      }).documents,
    ).toMatchObject({
      kind: 's3',
      bucket: 'finx-docs',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('reads flags and numbers from their text', () => {
    const config = loadConfig({ SEED_DEMO_DATA: '0', FIELD_CIPHER_LEGACY: 'true', REST_PORT: '9090' });
    expect(config).toMatchObject({ seedDemoData: false, fieldCipherLegacy: true, port: 9090 });
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('locks accounts for 15 minutes and throttles sign-in per address and wrong codes per mobile', () => {
    expect(loadConfig({})).toMatchObject({
      login: { lockMs: 15 * 60_000, limitPerAddress: 20, limitWindowMs: 900_000 },
      otp: { wrongCodesPerMobile: 10, wrongCodesWindowMs: 86_400_000 },
    });
    const config = loadConfig({
      LOGIN_LOCK_MINUTES: '5',
      LOGIN_LIMIT_PER_ADDRESS: '50',
      OTP_WRONG_CODES_PER_MOBILE: '6',
    });
    expect(config.login).toMatchObject({ lockMs: 5 * 60_000, limitPerAddress: 50 });
    expect(config.otp.wrongCodesPerMobile).toBe(6);
    // A lock of no time is no lock.
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: '0' })).toThrow(/LOGIN_LOCK_MINUTES/);
  });

  it('lists every invalid value at once', () => {
    expect(() => loadConfig({ REST_PORT: 'eighty', FIELD_CIPHER_SECRET: 'short' })).toThrow(
      /REST_PORT[\s\S]*FIELD_CIPHER_SECRET/,
    );
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /FIELD_CIPHER_SECRET/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://finx.example.in',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      ...PAYTM,
    });
    expect(config.nodeEnv).toBe('production');
  });

  it('opens the assistants to every learner outside production and to the listed party ids in it', () => {
    expect(loadConfig({ CHAT_ALLOWED_PARTY_IDS: '1001' }).chat.allowedPartyIds).toBeNull();
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://finx.example.in',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      ...PAYTM,
    };
    expect(
      loadConfig({ ...production, CHAT_ALLOWED_PARTY_IDS: ' 1001, x,7 ,' }).chat.allowedPartyIds,
    ).toEqual([1001, 7]);
    // Unset in production: nobody, until the operator names who may.
    expect(loadConfig(production).chat.allowedPartyIds).toEqual([]);
  });

  it('phrases the assistant with a model only when LLM_BASE_URL and LLM_MODEL are both set', () => {
    expect(loadConfig({}).chat.llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: ' ', LLM_API_KEY: '' }).chat.llm).toBeNull();
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-1' })
        .chat.llm,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
      timeoutMs: 1_500,
    });
    // Ollama needs no key.
    expect(
      loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2', LLM_TIMEOUT_MS: '900' })
        .chat.llm,
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'llama3.2', timeoutMs: 900 });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/Set LLM_MODEL too/);
    expect(() => loadConfig({ LLM_MODEL: 'llama3.2' })).toThrow(/Set LLM_BASE_URL too/);
    expect(() => loadConfig({ LLM_API_KEY: 'sk-1' })).toThrow(/Set LLM_BASE_URL and LLM_MODEL too/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(ConfigError);
  });

  it('needs PUBLIC_URL in production, so no request chooses where mailed links lead', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      ...PAYTM,
    };
    expect(() => loadConfig(production)).toThrow(/Set PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://finx.example.in/any' }).publicUrl).toBe(
      'https://finx.example.in',
    );
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).publicUrl).toBeUndefined();
  });

  describe('in production, each published secret is refused by name', () => {
    // A demo with the sandbox, every secret real: it starts.
    const sound = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://finx.example.in',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      SANDBOX_PAY_IN_PRODUCTION: 'true',
      SANDBOX_PAY_KEY_SECRET: 'k'.repeat(32),
      SANDBOX_PAY_WEBHOOK_SECRET: 'w'.repeat(32),
    };
    const published: Array<[string, string]> = [
      ['JWT_SECRET', 'finx-development-jwt-secret-not-for-production-use'],
      ['JWT_SECRET', 'change-me-to-a-long-random-string'],
      ['FIELD_CIPHER_SECRET', DEV_FIELD_CIPHER_SECRET],
      ['FIELD_CIPHER_SECRET', DEV_FIELD_CIPHER_SECRET.toUpperCase()],
      ['FIELD_CIPHER_SECRET', '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'],
      ['SANDBOX_PAY_KEY_SECRET', SANDBOX_PAY_DEFAULTS.keySecret],
      ['SANDBOX_PAY_WEBHOOK_SECRET', SANDBOX_PAY_DEFAULTS.webhookSecret],
    ];

    it('starts when none is published', () => {
      expect(loadConfig(sound).payments.sandbox.webhookSecret).toBe('w'.repeat(32));
    });

    it.each(published)('refuses %s = %s', (name, value) => {
      expect(() => loadConfig({ ...sound, [name]: value })).toThrow(
        new RegExp(`Set ${name}: development secrets .* are public and refused in production`),
      );
    });

    it('refuses the sandbox defaults when they are left unset, naming both', () => {
      const { SANDBOX_PAY_KEY_SECRET: _key, SANDBOX_PAY_WEBHOOK_SECRET: _webhook, ...unset } = sound;
      expect(() => loadConfig(unset)).toThrow(/Set SANDBOX_PAY_KEY_SECRET, SANDBOX_PAY_WEBHOOK_SECRET:/);
    });

    it('does not ask for sandbox keys when Razorpay and Paytm take the payments', () => {
      const { SANDBOX_PAY_KEY_SECRET: _key, SANDBOX_PAY_WEBHOOK_SECRET: _webhook, ...razorpay } = sound;
      const config = loadConfig({
        ...razorpay,
        RAZORPAY_KEY_ID: 'rzp_live_1',
        RAZORPAY_KEY_SECRET: 's',
        ...PAYTM,
      });
      expect(config.payments.razorpay?.keyId).toBe('rzp_live_1');
      expect(config.payments.paytm?.mid).toBe(PAYTM.PAYTM_MID);
    });

    it("asks for the sandbox's key secret when only the wallet is the sandbox's (its Paytm key derives from it)", () => {
      const { SANDBOX_PAY_KEY_SECRET: _key, SANDBOX_PAY_WEBHOOK_SECRET: _webhook, ...unset } = sound;
      const card = { ...unset, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' };
      expect(() => loadConfig(card)).toThrow(/Set SANDBOX_PAY_KEY_SECRET: development secrets/);
      const demo = loadConfig({ ...card, SANDBOX_PAY_KEY_SECRET: 'k'.repeat(32) });
      expect(demo.payments.paytm).toBeNull();
      expect(demo.payments.sandbox.paytmMerchantKey).toHaveLength(16);
      expect(demo.payments.sandbox.paytmMerchantKey).not.toBe(
        loadConfig({}).payments.sandbox.paytmMerchantKey,
      );
    });
  });

  it('takes sandbox payments in production only when told it is a demo', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://finx.example.in',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
    };
    expect(() => loadConfig(production)).toThrow(/SANDBOX_PAY_IN_PRODUCTION/);
    const demo = {
      ...production,
      SANDBOX_PAY_IN_PRODUCTION: 'true',
      SANDBOX_PAY_KEY_SECRET: 'k'.repeat(32),
      SANDBOX_PAY_WEBHOOK_SECRET: 'w'.repeat(32),
    };
    expect(loadConfig(demo).payments.razorpay).toBeNull();
    expect(
      loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', ...PAYTM })
        .payments.razorpay,
    ).not.toBeNull();
    // Either method without its keys would take pretend money: refused, naming what is missing.
    expect(() =>
      loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' }),
    ).toThrow(/Set PAYTM_MID and PAYTM_MERCHANT_KEY, or SANDBOX_PAY_IN_PRODUCTION=true/);
    expect(() => loadConfig({ ...production, ...PAYTM })).toThrow(
      /Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or SANDBOX_PAY_IN_PRODUCTION=true/,
    );
  });

  it('takes wallet payments through Paytm only with its MID and a 16-character merchant key', () => {
    expect(loadConfig({}).payments.paytm).toBeNull();
    expect(loadConfig(PAYTM).payments.paytm).toEqual({
      mid: PAYTM.PAYTM_MID,
      merchantKey: PAYTM.PAYTM_MERCHANT_KEY,
      website: 'DEFAULT',
      host: 'https://securegw.paytm.in',
    });
    expect(() => loadConfig({ PAYTM_MID: PAYTM.PAYTM_MID })).toThrow(/PAYTM_MID and PAYTM_MERCHANT_KEY/);
    expect(() => loadConfig({ ...PAYTM, PAYTM_MERCHANT_KEY: 'too-short' })).toThrow(/16 characters/);
  });

  it('leaves PUBLIC_URL unset by default (links follow the request), and keeps only its origin when set', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://finx.example.in/' }).publicUrl).toBe('https://finx.example.in');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('believes forwarded headers from this host only, unless TRUST_PROXY names other peers', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,gateway' })).toThrow(
      /TRUST_PROXY: .*10\.0\.0\.0\/33, gateway/,
    );
  });

  it('takes payments through Razorpay only with both keys, and refuses half a configuration', () => {
    expect(loadConfig({}).payments.razorpay).toBeNull();
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' }).payments.razorpay).toEqual(
      {
        keyId: 'rzp_test_1',
        keySecret: 's',
        webhookSecret: undefined,
        apiUrl: 'https://api.razorpay.com/v1',
      },
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(ConfigError);
  });
});
