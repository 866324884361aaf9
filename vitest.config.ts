import { defineConfig } from 'vitest/config';

/**
 * One vitest run, three projects: unit tests beside the code of every server-side package, client
 * component tests in jsdom, and integration tests that boot the real stack (tests/integration).
 */
const decorators = { oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } } };
// Workspace packages resolve to their TypeScript sources (the `finx-source` export condition), never to a
// compiled dist/ that may be missing or stale.
const sourceConditions = ['finx-source', 'module', 'node', 'development|production'];
// The AWS SDK's `module` build imports files without extensions (it is meant for bundlers), which Node's
// loader cannot follow under the `module` condition: the S3 store's test runs with Node's own conditions.
const S3_TESTS = 'rest-api/src/providers/documents/s3-*.test.ts';
const NODE_CONDITIONS = ['finx-source', 'node', 'development|production'];
// Names the run's folder for the one migrated and seeded database every test file copies.
const SEEDED_SNAPSHOT = 'rest-api/src/testing/vitest-global-setup.ts';
const oneGraphql = {
  resolve: {
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
    conditions: sourceConditions,
  },
  ssr: { resolve: { conditions: sourceConditions } },
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        ...decorators,
        ...oneGraphql,
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'rest-api/src/**/*.test.ts',
            'gateway-graphql/src/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/loadtest/**/*.test.ts',
            // The client build's prerender: Node, as the build runs it.
            'client/build/**/*.test.ts',
          ],
          exclude: [S3_TESTS, '**/node_modules/**'],
          environment: 'node',
          isolate: false,
          globalSetup: [SEEDED_SNAPSHOT],
          // Service tests boot a database in beforeAll (a copy of the run's seeded one, or the first
          // file builds it); on a busy two-core machine that can take longer than the 10 s default.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { conditions: NODE_CONDITIONS },
        ssr: { resolve: { conditions: NODE_CONDITIONS } },
        test: { name: 'unit-s3', include: [S3_TESTS], environment: 'node' },
      },
      {
        resolve: { conditions: ['finx-source', 'module', 'browser', 'development|production'] },
        test: {
          name: 'client',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          // A screen test waits for several mocked answers; a loaded two-core run needs more than 5 s.
          testTimeout: 15_000,
        },
      },
      {
        ...decorators,
        ...oneGraphql,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: [SEEDED_SNAPSHOT],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
