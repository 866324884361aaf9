import { DEV_FIELD_CIPHER_SECRET } from '@finx/domain/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR, SANDBOX_PAY_DEFAULTS } from './config';

const SECRET = 'a'.repeat(64);

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
    });
    expect(config.nodeEnv).toBe('production');
  });

  it('needs PUBLIC_URL in production, so no request chooses where mailed links lead', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
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

    it('does not ask for sandbox keys when Razorpay takes the payments', () => {
      const { SANDBOX_PAY_KEY_SECRET: _key, SANDBOX_PAY_WEBHOOK_SECRET: _webhook, ...razorpay } = sound;
      const config = loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' });
      expect(config.payments.razorpay?.keyId).toBe('rzp_live_1');
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
      loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' }).payments
        .razorpay,
    ).not.toBeNull();
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
