import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RestPath } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDocument, StartPaymentDocument } from '../../client/src/graphql/generated/graphql';
import { loginAs } from '../src/harness/login';
import { formOf } from '../src/harness/payment-pages';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 25 item 6: security headers on everything the gateway serves, and slow requests cut.

/** An inline script as a prerendered page might carry one (none does today; the policy must still hold). */
const BOOT_SCRIPT = 'document.documentElement.dataset.boot = "1";';
const ASSET = 'assets/main-1a2b3c.js';
const page = (title: string, inline = '') =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/${ASSET}"></script>` +
  `${inline}</head><body><div id="root"></div></body></html>`;

/** A client build as Vite and the prerender lay it out: index, home, a prerendered page, an asset. */
const makeClientDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'finx-hardening-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'index.html'), page('FinX'));
  writeFileSync(join(dir, 'home.html'), page('FinX home'));
  writeFileSync(join(dir, 'pages', 'roadmap.html'), page('Roadmap', `<script>${BOOT_SCRIPT}</script>`));
  writeFileSync(
    join(dir, 'boot-pages.json'),
    JSON.stringify({
      '/': { file: 'home.html', anyQuery: true },
      '/roadmap': { file: 'pages/roadmap.html', anyQuery: false },
    }),
  );
  writeFileSync(join(dir, ASSET), 'console.log("app")');
  return dir;
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy's directives by name. */
const directivesOf = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');

/** Every header the issue asks for, with the values chosen (docs/decisions.md 'HTTP hardening'). */
const expectHardened = (headers: Headers, where: string) => {
  const policy = directivesOf(headers.get('content-security-policy'));
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('script-src'), where).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), where).not.toContain("'unsafe-eval'");
  expect(headers.get('strict-transport-security'), where).toBe('max-age=31536000; includeSubDomains');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
};

/** The short limits these tests configure: a second for headers, a second before a body's rate counts. */
const SHORT_LIMITS = { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_BODY_GRACE_MS: '1000' };
/** Cut within the limit plus Node's checking interval and the rate check's (1 s each), with room. */
const CUT_WITHIN_MS = 4000;

/** Opens a raw connection and writes `first`; resolves with what came back and how long until it closed. */
const trickle = (
  url: string,
  first: string,
  drip: string,
  everyMs: number,
): Promise<{ answer: string; closedAfterMs: number }> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(Number(port), hostname, () => socket.write(first));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, everyMs);
    // A server that never cuts is given up on here, and reads as too late.
    const giveUp = setTimeout(() => socket.destroy(), 2 * CUT_WITHIN_MS);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });

describe('HTTP hardening in production', () => {
  let stack: Stack;
  let dist: string;

  beforeAll(async () => {
    dist = makeClientDist();
    const secret = 'cd'.repeat(32);
    stack = await startStack({
      restEnv: { FIELD_CIPHER_SECRET: secret, ...SHORT_LIMITS },
      gatewayEnv: {
        NODE_ENV: 'production',
        FIELD_CIPHER_SECRET: secret,
        CLIENT_DIST_DIR: dist,
        ...SHORT_LIMITS,
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the security headers on /, a deep client route, /graphql, an asset and a prerendered page', async () => {
    const html = { accept: 'text/html' };
    const answers = {
      '/': await fetch(`${stack.gatewayUrl}/`, { headers: html }),
      '/courses/3008/lessons': await fetch(`${stack.gatewayUrl}/courses/3008/lessons`, { headers: html }),
      '/graphql': await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      [`/${ASSET}`]: await fetch(`${stack.gatewayUrl}/${ASSET}`),
      '/roadmap': await fetch(`${stack.gatewayUrl}/roadmap`, { headers: html }),
    };
    for (const [path, response] of Object.entries(answers)) {
      expect(response.status, path).toBe(200);
      expectHardened(response.headers, path);
    }
  });

  it('allows each inline script of the prerendered pages by its hash, and no other', async () => {
    const response = await fetch(`${stack.gatewayUrl}/roadmap`, { headers: { accept: 'text/html' } });
    const scripts = inlineScripts(await response.text());
    expect(scripts).toEqual([BOOT_SCRIPT]);
    const scriptSrc = directivesOf(response.headers.get('content-security-policy')).get('script-src') ?? [];
    for (const script of scripts) expect(scriptSrc).toContain(sha256(script));
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([sha256(BOOT_SCRIPT)]);
  });

  it("allows the sandbox's auto-post page its own inline script, served through the gateway", async () => {
    const buyer = await loginAs(stack, LOAD_LEARNERS[20]!.email, { browser: 'buyer' });
    const { order } = (await buyer.data(CheckoutDocument, { productIds: ['3008'] })).checkout;
    const { handoff } = (
      await buyer.data(StartPaymentDocument, {
        orderId: String(order!.orderId),
        totalOrderPrice: order!.totalOrderPrice,
      })
    ).startPayment;
    const hosted = await stack.form(RestPath.SANDBOX_CHECKOUT, {
      order_id: handoff!.razorpayOrderId,
      callback_url: handoff!.callbackUrl,
      key_id: handoff!.keyId,
    });
    expectHardened(hosted.headers, 'the hosted page');
    const paid = await stack.form(`${RestPath.SANDBOX_CHECKOUT}/pay`, formOf(await hosted.text()).fields);
    const scripts = inlineScripts(await paid.text());
    expect(scripts.length).toBeGreaterThan(0);
    expectHardened(paid.headers, 'the auto-post page');
    const scriptSrc = directivesOf(paid.headers.get('content-security-policy')).get('script-src') ?? [];
    for (const script of scripts) expect(scriptSrc).toContain(sha256(script));
  });

  it('cuts a body sent a byte every 5 s, on the gateway and on rest-api', async () => {
    for (const url of [`${stack.gatewayUrl}/graphql`, `${stack.restUrl}${RestPath.SESSION}`]) {
      const { pathname, host } = new URL(url);
      const head =
        `POST ${pathname} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 1000\r\n\r\n{';
      const { answer, closedAfterMs } = await trickle(url, head, ' ', 5000);
      expect(closedAfterMs, url).toBeLessThan(CUT_WITHIN_MS);
      expect(answer, url).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('cuts headers that never end, on the gateway and on rest-api', async () => {
    for (const url of [stack.gatewayUrl, stack.restUrl]) {
      const { host } = new URL(url);
      const { closedAfterMs } = await trickle(url, `GET / HTTP/1.1\r\nHost: ${host}\r\n`, 'X-A: b\r\n', 300);
      expect(closedAfterMs, url).toBeLessThan(CUT_WITHIN_MS);
    }
  });
});
