#!/usr/bin/env node
// Prints the ten slowest test files of every run recorded in a folder (FINX_TEST_TIMES_DIR, written by
// scripts/test.mjs): vitest files with their imports and hooks, browser spec files with every test and
// retry in them. A file that ran in two passes (embedded, then PostgreSQL) is listed once per pass.
// Ends with the count of every test of every run, in the "N passed, N failed" form CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, top = '10'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: slowest.mjs <times folder> [count]');
  process.exit(2);
}

/** Seconds per spec file in a Playwright JSON report (suites nest by describe). */
const playwrightFiles = (report, pass) => {
  const perFile = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          perFile.set(here, (perFile.get(here) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...perFile].map(([file, seconds]) => ({ file: `tests/e2e/${file}`, pass, seconds }));
};

const rows = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const name of readdirSync(dir).sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const pass = name.replace(/\.json$/, '').replace(/-\d+$/, '');
  if (report.runner === 'vitest')
    rows.push(...report.files.map((f) => ({ ...f, pass: `${pass}/${f.project}` })));
  else if (report.suites) rows.push(...playwrightFiles(report, pass));
  else for (const key of Object.keys(totals)) totals[key] += report[key];
}
rows.sort((a, b) => b.seconds - a.seconds);
console.log(`\nThe ${top} slowest test files (seconds, pass, file):`);
for (const row of rows.slice(0, Number(top)))
  console.log(`${row.seconds.toFixed(1).padStart(7)}  ${row.pass.padEnd(28)} ${row.file}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
