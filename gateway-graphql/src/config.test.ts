import { DEV_FIELD_CIPHER_SECRET } from '@finx/domain/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs no configuration in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      upstreamUrl: 'http://127.0.0.1:8080',
      upstreamTimeoutMs: 4000,
      introspection: true,
      cookieSecure: false,
      fieldCipherSecret: DEV_FIELD_CIPHER_SECRET,
      redisUrl: undefined,
    });
    expect(config.sessionIdleTtlSeconds).toBeGreaterThan(1200);
    expect(config.clientDistDir).toMatch(/client[/\\]dist$/);
  });

  it('turns introspection off and Secure cookies on in production, unless told otherwise', () => {
    const secret = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', FIELD_CIPHER_SECRET: secret })).toMatchObject({
      introspection: false,
      cookieSecure: true,
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        FIELD_CIPHER_SECRET: secret,
        GRAPHQL_INTROSPECTION: 'true',
        COOKIE_SECURE: 'false',
      }),
    ).toMatchObject({ introspection: true, cookieSecure: false });
  });

  it('refuses the development cipher secret in production and bad values anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => loadConfig({ FIELD_CIPHER_SECRET: 'short' })).toThrow(/32 bytes/);
  });

  it('refuses every published cipher key in production, the .env.example sample too', () => {
    for (const secret of [
      DEV_FIELD_CIPHER_SECRET,
      DEV_FIELD_CIPHER_SECRET.toUpperCase(),
      '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', FIELD_CIPHER_SECRET: secret })).toThrow(
        /FIELD_CIPHER_SECRET must be set in production: development secrets .* are public and refused/,
      );
    }
  });

  it('believes no forwarded headers unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '172.20.0.10,10.1.0.0/16' }).trustProxy).toEqual([
      '172.20.0.10',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: .*nginx/);
  });

  it('resolves a relative CLIENT_DIST_DIR from the repository root', () => {
    const fromRoot = loadConfig({}).clientDistDir;
    expect(loadConfig({ CLIENT_DIST_DIR: 'client/dist' }).clientDistDir).toBe(fromRoot);
    expect(loadConfig({ CLIENT_DIST_DIR: '/srv/finx' }).clientDistDir).toBe('/srv/finx');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' })).toMatchObject({ redisUrl: undefined, port: 4000 });
  });
});
