#!/usr/bin/env node
// `npm test`: every suite. Unit and integration tests (vitest), then the client build and the browser
// tests (Playwright in Debian's Chromium, installed here when missing). `npm test -- vitest` or
// `npm test -- e2e` runs one half; after `vitest` the arguments go to vitest (`npm test -- vitest
// --project integration`), after `e2e` spec names choose which browser specs run (`npm test -- e2e
// checkout users`). Each step prints its duration; with FINX_TEST_TIMES_DIR set, each run also leaves
// its per-file times there (scripts/test-times/slowest.mjs lists the slowest). Ends with one line
// counting every test: "N passed, N failed".
import './project-node.mjs';
import { execSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'finx-test-'));
const timesDir = process.env.FINX_TEST_TIMES_DIR;
const pass = process.env.DATABASE_URL ? 'postgresql' : 'embedded';
const totals = { passed: 0, failed: 0, skipped: 0 };

const finish = (code) => {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (timesDir) writeFileSync(join(timesDir, `counts-${pass}-${Date.now()}.json`), JSON.stringify(totals));
  process.exit(code);
};

const step = (title, args, env = {}) => {
  console.log(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`\n=== ${title}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return result.status ?? 1;
};

const count = (file, read) => {
  if (!existsSync(file)) return;
  const figures = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += figures.passed;
  totals.failed += figures.failed;
  totals.skipped += figures.skipped;
};

const ensureChromium = () => {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log('Chromium is missing: installing Debian chromium (needs root)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
};

const [only, ...rest] = process.argv.slice(2);
if (!only || only === 'vitest') {
  const json = join(reports, 'vitest.json');
  const status = step('Unit and integration tests', [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
    '--reporter=./scripts/test-times/vitest-file-times.ts',
    ...(only === 'vitest' ? rest : []),
  ]);
  count(json, (r) => ({
    passed: r.numPassedTests,
    // A file that fails outside its tests (a hook, an import) fails no test but must still count.
    failed:
      r.numFailedTests +
      r.testResults.filter(
        (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
      ).length,
    skipped: r.numPendingTests,
  }));
  if (status !== 0) finish(status);
}
if (!only || only === 'e2e') {
  ensureChromium();
  // The browser suite runs the product as `npm start` does: compiled services and the built client.
  // E2E_REUSE_BUILD=1 (CI's second browser run, same sources) keeps the builds the first run made.
  if (process.env.E2E_REUSE_BUILD !== '1') {
    const servers = step('Server build', ['scripts/build-server.mjs']);
    if (servers !== 0) finish(servers);
    const build = step('Client build', [
      'node_modules/vite/bin/vite.js',
      'build',
      'client',
      '--logLevel',
      'warn',
    ]);
    if (build !== 0) finish(build);
  }
  const json = join(reports, 'playwright.json');
  const specs = only === 'e2e' ? rest : [];
  const status = step(
    'Browser tests',
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/playwright.config.ts', ...specs],
    { E2E_JSON_REPORT: json },
  );
  count(json, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }));
  if (timesDir && existsSync(json))
    copyFileSync(json, join(timesDir, `playwright-${pass}-${Date.now()}.json`));
  if (status !== 0) finish(status);
}
finish(0);
