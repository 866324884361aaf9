import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../app';
import { loadConfig } from '../config';

// A client build as `vite build` writes it: a fingerprinted asset with its .br and .gz beside it.
const ASSET = '/assets/main-Ab12Cd34.js';
const SCRIPT = `export const greeting = ${JSON.stringify('FinX '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><body><div id="root"></div><script type="module" src="${ASSET}"></script></body></html>`;
// The pages drawn before any script, as the client build writes them beside index.html, with their list.
const HOME = INDEX.replace('<html>', '<html class="boot-home">');
const ROADMAP = INDEX.replace('<html>', '<html class="boot-page">').replace(
  '<body>',
  '<body><h1>Roadmap</h1>',
);
const BOOT_PAGES = {
  '/': { file: 'home.html', anyQuery: true },
  '/login': { file: 'home.html', anyQuery: true },
  '/register': { file: 'home.html', anyQuery: true },
  '/roadmap': { file: 'pages/roadmap.html', anyQuery: false },
  // Listed but not built: the path keeps index.html rather than failing.
  '/faq': { file: 'pages/faq.html', anyQuery: false },
};

describe('the built client through the gateway', () => {
  let dist: string;
  let gateway: Gateway;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'finx-client-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'home.html'), HOME);
    writeFileSync(join(dist, 'home.html.br'), brotliCompressSync(HOME));
    writeFileSync(join(dist, 'pages', 'roadmap.html'), ROADMAP);
    writeFileSync(join(dist, 'pages', 'roadmap.html.br'), brotliCompressSync(ROADMAP));
    writeFileSync(join(dist, 'boot-pages.json'), JSON.stringify(BOOT_PAGES));
    writeFileSync(join(dist, ASSET), SCRIPT);
    writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
    gateway = await createGateway(
      loadConfig({ CLIENT_DIST_DIR: dist, UPSTREAM_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    gateway.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself without accept-encoding', async () => {
    const response = await get(ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('has the page itself revalidated on every visit', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/studentDashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('sends a prerendered page for its path alone, compressed; with a query, or not built, index.html', async () => {
    const html = { accept: 'text/html' };
    const drawn = await gateway.app.inject({ method: 'GET', url: '/roadmap', headers: html });
    expect(drawn.headers['cache-control']).toBe('no-cache');
    expect(drawn.body).toBe(ROADMAP);
    const compressed = await gateway.app.inject({
      method: 'GET',
      url: '/roadmap',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(ROADMAP);
    // The snapshot is of the page without a query: a page that reads one (the FAQ's tab) draws it itself.
    const withQuery = await gateway.app.inject({ method: 'GET', url: '/roadmap?tab=x', headers: html });
    expect(withQuery.body).toBe(INDEX);
    const notBuilt = await gateway.app.inject({ method: 'GET', url: '/faq', headers: html });
    expect(notBuilt.statusCode).toBe(200);
    expect(notBuilt.body).toBe(INDEX);
  });

  it('sends the home page with its hero for /, /login and /register, compressed like any asset', async () => {
    for (const url of ['/', '/login', '/register?camp=kotakbank-career-jobs']) {
      const response = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toBe(HOME);
    }
    const compressed = await gateway.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(HOME);
  });

  it('answers / with the app whatever the client accepts, and other paths only to browsers', async () => {
    expect((await get('/')).body).toBe(HOME);
    const notBrowser = await get('/roadmap');
    expect(notBrowser.statusCode).toBe(404);
    expect(notBrowser.json()).toMatchObject({ error: 'Not Found' });
  });
});
