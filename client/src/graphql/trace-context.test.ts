import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTraceparent, tracingFetch } from './trace-context';

describe('trace context from the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a sampled W3C traceparent with fresh ids each time', () => {
    const one = newTraceparent();
    expect(one).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(newTraceparent()).not.toBe(one);
  });

  it("sends one on each request, beside the request's own headers", async () => {
    const sent = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', sent);
    await tracingFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } });
    const headers = new Headers(sent.mock.calls[0]?.[1]?.headers);
    expect(headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(headers.get('content-type')).toBe('application/json');
  });
});
