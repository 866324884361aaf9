#!/usr/bin/env node
// The first-load budget (issue 9): sums the brotli size of the JavaScript each measured route needs
// on a first visit (the entry chunk, its static imports, and the lazily loaded chunks that route opens
// on load, with their static imports) from the build's manifest, and fails when one is over budget.
// Cheap enough for CI: no server, no browser, only `npm run build -w @finx/client` first.
// Usage: node scripts/first-load.mjs [--json]   (client/dist by default; CLIENT_DIST_DIR to override)
// The browser's own figure (what Chromium actually fetched) comes from tests/bench/first-load.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.env.CLIENT_DIST_DIR ?? 'client/dist');
const BUDGET_KB = 170;

/**
 * What each route loads beyond the entry: the lazy modules (manifest keys, i.e. source paths) it opens
 * on a first visit. `/` draws the home page and opens the Register/Login modal on load (`000 §2`), so
 * the modal and its Login tab count; a signed-in screen draws its frame's layout, the screen and the
 * idle time-out of a signed-in visit (what route-preload.ts starts together). Parts a screen loads
 * after its first content (the dashboards' charts, forms when scrolled to) are not counted. Keep in
 * step with what tests/bench/first-load.ts observes.
 */
const LEARNER = 'src/features/learner-header/learner-layout.tsx';
const STAFF = 'src/features/identity/staff-layout.tsx';
const IDLE = 'src/features/session/idle-timeout.tsx';
const ROUTES = {
  '/': ['src/features/identity/home-page.tsx', 'src/features/identity/login-register-modal.tsx'],
  '/roadmap': ['src/features/roadmap/roadmap-page.tsx'],
  '/studentDashboard': [LEARNER, 'src/features/dashboard/dashboard-page.tsx', IDLE],
  '/courses': [LEARNER, 'src/features/catalogue/catalogue-page.tsx', IDLE],
  '/mycart': [LEARNER, 'src/features/cart/cart-page.tsx', IDLE],
  '/my-learning/<id>': [LEARNER, 'src/features/learning/course-page.tsx', IDLE],
  '/jobs': [LEARNER, 'src/features/jobs/search/search-page.tsx', IDLE],
  '/admin-dashboard': [STAFF, 'src/features/identity/staff-dashboard-page.tsx', IDLE],
  '/user-list': [STAFF, 'src/features/users/user-list-page.tsx', IDLE],
  '/job-list (ops)': [STAFF, 'src/features/jobs/staff-jobs/staff-job-list-page.tsx', IDLE],
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

const sizes = new Map();
/** A file as the gateway sends it: brotli (quality 11) or gzip (level 9), as the build writes them. */
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
    const gzip = gzipSync(bytes, { level: 9 }).length;
    // The server sends the plain file when compressing does not pay (tiny chunks).
    sizes.set(file, { brotli: Math.min(brotli, bytes.length), gzip: Math.min(gzip, bytes.length) });
  }
  return sizes.get(file);
};
const brotliSize = (file) => sizeOf(file).brotli;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
const closure = (key, seen) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: update ROUTES in scripts/first-load.mjs`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
};

const measure = (route, opened = ROUTES[route]) => {
  const seen = new Set();
  closure(entryKey, seen);
  for (const key of opened) closure(key, seen);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + brotliSize(file), 0);
  const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const largest = files
    .map((file) => ({ file, kb: brotliSize(file) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5)
    .map(({ file, kb }) => `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`);
  const kb = (total) => Math.round(total / 102.4) / 10;
  return { route, files: files.length, brotliKb: kb(bytes), gzipKb: kb(gzipBytes), largest };
};

/**
 * A staff member's day: every list screen opened once in one visit, each file fetched once (then
 * cached). What a library shared by many screens costs when it is copied into each of them instead.
 */
const lists = Object.keys(manifest).filter((key) => /^src\/features\/.*-list-page\.tsx$/.test(key));
const results = [
  ...Object.keys(ROUTES).map((route) => measure(route)),
  measure(`every list (${lists.length})`, [STAFF, IDLE, ...lists]),
];
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  for (const { route, files, brotliKb, gzipKb, largest } of results) {
    const budget = BUDGETED.includes(route) ? ` (budget ${BUDGET_KB} KB)` : '';
    console.log(
      `${route.padEnd(18)} ${String(files).padStart(3)} files ${brotliKb.toFixed(1).padStart(6)} KB brotli ${gzipKb.toFixed(1).padStart(6)} KB gzip${budget}`,
    );
    console.log(`${''.padEnd(18)} largest (brotli KB): ${largest.join(', ')}`);
  }
}
const over = results.filter(({ route, brotliKb }) => BUDGETED.includes(route) && brotliKb > BUDGET_KB);
if (over.length > 0) {
  console.error(`Over the ${BUDGET_KB} KB first-load budget: ${over.map(({ route }) => route).join(', ')}`);
  process.exit(1);
}
