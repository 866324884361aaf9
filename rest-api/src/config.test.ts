import { DEV_FIELD_CIPHER_SECRET } from '@finx/domain/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from './config';

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
    expect(config.database.kind).toBe('pglite');
    if (config.database.kind === 'pglite') expect(config.database.dataDir).toMatch(/\/\.data\/pglite$/);
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

  it('reads flags and numbers from their text', () => {
    const config = loadConfig({ SEED_DEMO_DATA: '0', FIELD_CIPHER_LEGACY: 'true', REST_PORT: '9090' });
    expect(config).toMatchObject({ seedDemoData: false, fieldCipherLegacy: true, port: 9090 });
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
      JWT_SECRET: 'x'.repeat(40),
      FIELD_CIPHER_SECRET: SECRET,
      SANDBOX_PAY_IN_PRODUCTION: 'true',
    });
    expect(config.nodeEnv).toBe('production');
  });

  it('takes sandbox payments in production only when told it is a demo', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), FIELD_CIPHER_SECRET: SECRET };
    expect(() => loadConfig(production)).toThrow(/SANDBOX_PAY_IN_PRODUCTION/);
    expect(loadConfig({ ...production, SANDBOX_PAY_IN_PRODUCTION: 'true' }).payments.razorpay).toBeNull();
    expect(
      loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' }).payments
        .razorpay,
    ).not.toBeNull();
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
