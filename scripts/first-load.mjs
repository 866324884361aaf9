#!/usr/bin/env node
// The first-load budget (issue 9): sums the brotli size of the JavaScript each measured route needs
// on a first visit (the entry chunk, its static imports, and the lazily loaded chunks that route opens
// on load, with their static imports) from the build's manifest, and fails when one is over budget.
// Cheap enough for CI: no server, no browser, only `npm run build -w @finx/client` first.
// Usage: node scripts/first-load.mjs [--json]   (client/dist by default; CLIENT_DIST_DIR to override)
// The browser's own figure (what Chromium actually fetched) comes from tests/bench/first-load.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = resolve(process.env.CLIENT_DIST_DIR ?? 'client/dist');
const BUDGET_KB = 170;

/**
 * What each route loads beyond the entry: the lazy modules (manifest keys, i.e. source paths) it opens
 * on a first visit. `/` draws the home page and opens the Register/Login modal on load (`000 §2`), so
 * the modal and its Login tab count; the learner dashboard draws the learner layout, the dashboard and
 * the idle time-out of a signed-in visit. Keep in step with what tests/bench/first-load.ts observes.
 */
const ROUTES = {
  '/': ['src/features/identity/home-page.tsx', 'src/features/identity/login-register-modal.tsx'],
  '/roadmap': ['src/features/roadmap/roadmap-page.tsx'],
  '/studentDashboard': [
    'src/features/learner-header/learner-layout.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/session/idle-timeout.tsx',
  ],
};
const BUDGETED = ['/', '/studentDashboard'];

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build -w @finx/client\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('The manifest has no index.html entry');

const brotliSizes = new Map();
const brotliSize = (file) => {
  if (!brotliSizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    const compressed = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    // The server sends the plain file when compressing does not pay (tiny chunks).
    brotliSizes.set(file, Math.min(compressed.length, bytes.length));
  }
  return brotliSizes.get(file);
};

/** A chunk and everything it imports statically (what the browser fetches before running it). */
const closure = (key, seen) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: update ROUTES in scripts/first-load.mjs`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
};

const measure = (route) => {
  const seen = new Set();
  closure(entryKey, seen);
  for (const key of ROUTES[route]) closure(key, seen);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + brotliSize(file), 0);
  const largest = files
    .map((file) => ({ file, kb: brotliSize(file) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5)
    .map(({ file, kb }) => `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`);
  return { route, files: files.length, brotliKb: Math.round(bytes / 102.4) / 10, largest };
};

const results = Object.keys(ROUTES).map(measure);
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  for (const { route, files, brotliKb, largest } of results) {
    const budget = BUDGETED.includes(route) ? ` (budget ${BUDGET_KB} KB)` : '';
    console.log(
      `${route.padEnd(18)} ${String(files).padStart(3)} files ${brotliKb.toFixed(1).padStart(6)} KB brotli${budget}`,
    );
    console.log(`${''.padEnd(18)} largest: ${largest.join(', ')}`);
  }
}
const over = results.filter(({ route, brotliKb }) => BUDGETED.includes(route) && brotliKb > BUDGET_KB);
if (over.length > 0) {
  console.error(`Over the ${BUDGET_KB} KB first-load budget: ${over.map(({ route }) => route).join(', ')}`);
  process.exit(1);
}
