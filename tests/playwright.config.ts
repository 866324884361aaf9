import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the whole product as a user gets it. The global setup migrates and seeds one
 * database; each worker then starts the compiled services and the built client on its own ports and
 * its own copy of that database (e2e/support/seeded-stack.ts): in memory (PGlite) by default, or on
 * PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set. Workers share no account and no data.
 */
// One worker, with its Chromium and its two services, keeps about 1.1 of two cores busy (45 % idle); two
// workers on two cores leave 17 % idle and ran the same 16 tests in 72 s against 99 s (docs/testing.md).
// Beyond two a core, the workers' stacks only contend.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Files are spread over the workers; a file's tests run in order, as its later tests build on the
  // earlier ones' data.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A busy machine can take seconds to draw a lazy screen; a longer wait costs time only when a page is
  // wrong.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test.mjs reads this to count every test in its closing line.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    // Recording a trace (its screencast above all) cost a third of the suite's time; a failure is traced
    // on its retry (CI retries once; `--trace on` records one locally).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As a viewer who asked the system for less motion: drawers, dialogs and toasts appear at once and
    // buttons draw no ripple (shared/theme.ts), so no step waits for an animation to settle and Chromium
    // paints no frames of one. What moves is the product's own; what the tests check is where things land.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
