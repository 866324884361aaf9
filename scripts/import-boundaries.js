// The architecture's import rules (ARCHITECTURE.md "Rules that keep the house simple"), as ESLint
// `no-restricted-imports` settings: which tier may reach which, and how one feature reaches another.
// Data flows one way (client -> gateway -> rest-api -> database); @finx/domain knows no tier.

const tier = (names, why) => ({ group: names, message: why });

const UI = ['react', 'react-dom', 'react/*', 'react-dom/*', '@mui/*', '@apollo/client', '@apollo/client/*'];
const SERVER = ['fastify', 'fastify/*', '@fastify/*', 'undici', 'pino'];
const DATABASE = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];
const GRAPHQL_SERVER = ['@apollo/server', '@apollo/server/*', 'type-graphql'];
// Batching by key (DataLoader) is no GraphQL matter: rest-api coalesces reads with it too; browsers don't.
const BATCHING = ['dataloader'];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const importBoundaries = [
  {
    files: ['domain/src/**/*.ts'],
    rules: rule([
      tier(
        ['@finx/*', ...UI, ...SERVER, ...DATABASE, ...GRAPHQL_SERVER, ...BATCHING],
        '@finx/domain does no I/O and knows no tier.',
      ),
    ]),
  },
  {
    files: ['rest-api/src/**/*.ts'],
    rules: rule([
      tier(
        ['@finx/gateway-graphql', '@finx/gateway-graphql/*', '@finx/client', '@finx/client/*'],
        'rest-api is the last tier: it calls no other.',
      ),
      tier([...UI, ...GRAPHQL_SERVER, 'graphql'], 'rest-api speaks REST, not GraphQL or HTML.'),
    ]),
  },
  {
    // A feature reaches another through that feature's module file (its factories), or by type only.
    files: ['rest-api/src/services/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    rules: rule([
      tier(
        ['@finx/gateway-graphql', '@finx/gateway-graphql/*', '@finx/client', '@finx/client/*'],
        'rest-api is the last tier: it calls no other.',
      ),
      tier([...UI, ...GRAPHQL_SERVER, 'graphql'], 'rest-api speaks REST, not GraphQL or HTML.'),
      {
        regex: '^\\.\\./([a-z-]+)/(?!\\1\\.module$)[^/]+$',
        allowTypeImports: true,
        message: 'Use another feature through its <feature>.module.ts (or `import type`).',
      },
    ]),
  },
  {
    files: ['gateway-graphql/src/**/*.ts'],
    rules: rule([
      tier(
        ['@finx/rest-api', '@finx/rest-api/*', '@finx/client', '@finx/client/*'],
        'The gateway reaches REST over HTTP only, through the upstream client.',
      ),
      tier([...DATABASE, ...UI], 'The gateway holds no SQL and no screens.'),
    ]),
  },
  {
    // A module may resolve fields on another module's GraphQL types, and use nothing else of it.
    files: ['gateway-graphql/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: rule([
      tier(
        ['@finx/rest-api', '@finx/rest-api/*', '@finx/client', '@finx/client/*'],
        'The gateway reaches REST over HTTP only, through the upstream client.',
      ),
      tier([...DATABASE, ...UI], 'The gateway holds no SQL and no screens.'),
      {
        regex: '^\\.\\./(?!shared/)([a-z-]+)/(?!\\1\\.types$)[^/]+$',
        allowTypeImports: true,
        message:
          'Modules share only GraphQL types (<module>.types.ts); shared helpers live in modules/shared.',
      },
    ]),
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: rule([
      tier(
        [
          '@finx/rest-api',
          '@finx/rest-api/*',
          '@finx/gateway-graphql',
          '@finx/gateway-graphql/*',
          '@finx/domain/server',
        ],
        'The client talks to the gateway over GraphQL only and never holds server secrets.',
      ),
      tier(
        [...SERVER, ...DATABASE, ...GRAPHQL_SERVER, ...BATCHING, 'node:*'],
        'The client runs in the browser.',
      ),
    ]),
  },
];
