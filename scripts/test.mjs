#!/usr/bin/env node
// `npm test`: every suite. Unit and integration tests (vitest), then the client build and the browser
// tests (Playwright in Debian's Chromium, installed here when missing). Prints one closing line.
import './project-node.mjs';
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const step = (title, command, args, env = {}) => {
  console.log(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
};

const ensureChromium = () => {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log('Chromium is missing: installing Debian chromium (needs root)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
};

const only = process.argv[2];
if (!only || only === 'vitest')
  step('Unit and integration tests', process.execPath, ['node_modules/vitest/vitest.mjs', 'run']);
if (!only || only === 'e2e') {
  ensureChromium();
  step('Client build', process.execPath, [
    'node_modules/vite/bin/vite.js',
    'build',
    'client',
    '--logLevel',
    'warn',
  ]);
  step('Browser tests', process.execPath, [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'tests/playwright.config.ts',
  ]);
}
console.log('\nAll test suites passed.');
