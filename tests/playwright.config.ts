import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the whole product as a user gets it: the start script boots the REST services
 * and the gateway (serving the built client) on their own ports, on a fresh in-memory database, or on
 * PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const restPort = Number(process.env.E2E_REST_PORT ?? 8310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test.mjs reads this to count every test in its closing line.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `"${process.execPath}" scripts/start.mjs`,
    cwd: '..',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      REST_PORT: String(restPort),
      DATA_DIR: process.env.DATABASE_URL ? '.data' : 'memory://',
      LOG_LEVEL: 'warn',
      // No PUBLIC_URL: payment pages, callbacks and mailed links follow the address the browser opened.
      // Every browser test comes from 127.0.0.1: the per-address limits would throttle the suite.
      OTP_LIMIT_PER_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
