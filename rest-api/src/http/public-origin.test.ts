import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handling';
import { publicOriginOf } from './public-origin';

/** A bare app that answers the origin its links would start with, trusting the gateway on loopback. */
const appWith = (publicUrl: string | undefined) => {
  const app = Fastify({ trustProxy: ['loopback'] });
  registerErrorHandling(app);
  app.get('/origin', async (request) => ({ origin: publicOriginOf(request, publicUrl) }));
  return app;
};

describe('publicOriginOf', () => {
  const app = appWith(undefined);
  afterAll(() => app.close());
  const originFor = async (remoteAddress: string, headers: Record<string, string>) => {
    const answer = await app.inject({ method: 'GET', url: '/origin', remoteAddress, headers });
    return { status: answer.statusCode, origin: (answer.json() as { origin?: string }).origin };
  };

  it('is the Host the request came to, port included', async () => {
    expect(await originFor('203.0.113.9', { host: '127.0.0.1:4510' })).toEqual({
      status: 200,
      origin: 'http://127.0.0.1:4510',
    });
  });

  it('believes X-Forwarded-Proto and -Host from a trusted proxy only', async () => {
    const forwarded = {
      host: '127.0.0.1:8080',
      'x-forwarded-host': 'finx.example.in',
      'x-forwarded-proto': 'https',
    };
    expect((await originFor('127.0.0.1', forwarded)).origin).toBe('https://finx.example.in');
    expect((await originFor('203.0.113.9', forwarded)).origin).toBe('http://127.0.0.1:8080');
  });

  it('refuses a Host that is not a host name with a 400, never echoing it', async () => {
    for (const host of ['evil.example/@x', 'a b', 'x"y']) {
      const answer = await originFor('127.0.0.1', { host: '127.0.0.1', 'x-forwarded-host': host });
      expect(answer).toEqual({ status: 400, origin: undefined });
    }
  });

  it('is PUBLIC_URL whenever that is set', async () => {
    const fixed = appWith('https://finx.example.in');
    const answer = await fixed.inject({ method: 'GET', url: '/origin', headers: { host: 'evil.example' } });
    expect(answer.json()).toEqual({ origin: 'https://finx.example.in' });
    await fixed.close();
  });
});
