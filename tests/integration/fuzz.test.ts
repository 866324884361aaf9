import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFindings, runFuzz } from '../src/fuzz/fuzz-run';
import { fuzzSeed } from '../src/fuzz/seeded-random';
import { startStack, type Stack } from '../src/harness/stack';

/**
 * A short run for every `npm test`; the bench sends 10,000 (FUZZ_INPUTS overrides, FUZZ_SEED replays).
 * Four in ten inputs go to REST routes in turn, so 800 reach each of up to 320 routes at least once;
 * with more routes the run grows to reach every one (`inputsFor`).
 */
const INPUTS = Number(process.env.FUZZ_INPUTS ?? 800);

/** Enough inputs that the four REST inputs of every ten reach each route once. */
const inputsFor = (routes: number): number => Math.max(INPUTS, Math.ceil(routes / 4) * 10);
/** Fixed, so every run of `npm test` sends the same inputs; the bench's run is the one that explores. */
const NPM_TEST_SEED = 1252910967;

describe('fuzz: generated bad input to every GraphQL operation and REST route (issue 10, item 8)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it(
    'answers every input below 500, without INTERNAL_SERVER_ERROR or a stack trace',
    async () => {
      const seed = fuzzSeed(NPM_TEST_SEED);
      const report = await runFuzz(
        {
          gatewayUrl: stack.gatewayUrl,
          restUrl: stack.restUrl,
          restRoutes: stack.restRoutes,
          cipher: stack.restCipher,
          restBodyLimitBytes: stack.restBodyLimitBytes,
        },
        { seed, inputs: inputsFor(stack.restRoutes.length) },
      );
      console.log(
        `fuzz seed ${seed}: ${report.sent} inputs in ${report.elapsedMs} ms, statuses ${JSON.stringify(report.byStatus)}, coverage ${JSON.stringify(report.coverage)}`,
      );
      expect(report.findings, formatFindings(report)).toEqual([]);
      expect(report.coverage.operations).toBe(report.coverage.allOperations);
      expect(report.coverage.routes).toBe(report.coverage.allRoutes);
    },
    // The time-out is set before the stack (and its route count) exists: room for 500 routes.
    Math.max(120_000, inputsFor(500) * 40),
  );
});
