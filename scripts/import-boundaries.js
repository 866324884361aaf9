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

const GATEWAY_TIER = [
  tier(
    ['@finx/rest-api', '@finx/rest-api/*', '@finx/client', '@finx/client/*'],
    'The gateway reaches REST over HTTP only, through the upstream client.',
  ),
  tier([...DATABASE, ...UI], 'The gateway holds no SQL and no screens.'),
];
const CLIENT_TIER = [
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
  tier([...SERVER, ...DATABASE, ...GRAPHQL_SERVER, ...BATCHING, 'node:*'], 'The client runs in the browser.'),
];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A screen takes an operation's document from its own module: graphql.ts keeps every document any file
// takes from it together, so one such import in the shell put them all in every page's entry. Tests and
// their fixtures may read them from graphql.ts (they are never bundled).
const DOCUMENTS_FROM_OPERATIONS = {
  regex: 'generated/graphql$',
  importNamePattern: 'Document$',
  message:
    "Import an operation's document from its own module (generated/operations/<Name>), so only the chunks that send it carry it.",
};
const CLIENT_TESTS = ['client/src/**/*.test.{ts,tsx}', 'client/src/**/*.fixtures.ts', 'client/src/test/**'];

/** A client floor's rules (`floor`, one glob): its patterns, and the documents rule for what is bundled. */
const clientFloor = (floor, patterns) => [
  { files: [floor], ignores: CLIENT_TESTS, rules: rule([...patterns, DOCUMENTS_FROM_OPERATIONS]) },
  // A nested list: files matching every glob in it, the floor's tests.
  { files: CLIENT_TESTS.map((test) => [floor, test]), rules: rule(patterns) },
];

// The gateway's floors: errors/, upstream/, session/, inbox/ <- modules/shared <- modules/<feature> <-
// modules/index.ts <- http/, app.ts (and what boots them). A module's HTTP routes get what they need from
// the app as an argument (ModuleInfrastructure), so nothing under modules/ imports the floors above it.
const ABOVE_THE_MODULES = {
  regex: '^(\\.\\./)+(app|http|server|main|schema|context|emit-schema|index)(/|$)',
  message:
    'Modules are under the app: no import of app.ts, http/, the schema or the context (routes get the ' +
    "app's infrastructure as their argument; see modules/module.ts).",
};

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
    rules: rule(GATEWAY_TIER),
  },
  {
    // A module resolves fields on another module's GraphQL types, and uses the rest of it only through
    // its <module>.contract.ts (what it lends: per-request loaders such as products, the learner's lists).
    files: ['gateway-graphql/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: rule([
      ...GATEWAY_TIER,
      ABOVE_THE_MODULES,
      {
        regex: '^\\.\\./(?!shared/)([a-z-]+)/(?!\\1\\.(types|contract)$)[^/]+$',
        allowTypeImports: true,
        message:
          'Use another module through its <module>.contract.ts or its GraphQL types (<module>.types.ts); helpers every module needs live in modules/shared.',
      },
    ]),
  },
  {
    // The floor under the features: it knows none of them, not even by type.
    files: ['gateway-graphql/src/modules/shared/**/*.ts'],
    rules: rule([
      ...GATEWAY_TIER,
      ABOVE_THE_MODULES,
      {
        regex: '^\\.\\./[a-z-]+/',
        message:
          'modules/shared is under every feature: it imports no feature module (move the code into its feature).',
      },
      {
        regex: '^\\.\\./(index|module)$',
        message: 'modules/shared is under the module list and its contract.',
      },
    ]),
  },
  {
    // The module contract and the module list: under the app like every module.
    files: ['gateway-graphql/src/modules/*.ts'],
    rules: rule([...GATEWAY_TIER, ABOVE_THE_MODULES]),
  },
  {
    // The gateway's plumbing (upstream client, sessions, errors, the inbox bus) sits under the modules.
    files: ['gateway-graphql/src/{upstream,session,errors,inbox}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: rule([
      ...GATEWAY_TIER,
      {
        regex: '^\\.\\./(modules|http|app|server|main|schema|context|index)(/|$)',
        message: 'The gateway plumbing is under the modules and the app: it imports neither.',
      },
    ]),
  },
  ...clientFloor('client/src/**/*.{ts,tsx}', CLIENT_TIER),
  // The client's floors, each importing only from those under it (ARCHITECTURE.md):
  // shared/ (the kit) <- graphql/ (Apollo, generated operations) <- features/* <- app/ (the shell).
  ...clientFloor('client/src/shared/**/*.{ts,tsx}', [
    ...CLIENT_TIER,
    {
      regex: '^(\\.\\./)+(graphql|features|app)(/|$)',
      message: 'shared/ is the kit under every floor: it imports no GraphQL operation, feature or shell.',
    },
  ]),
  ...clientFloor('client/src/graphql/**/*.{ts,tsx}', [
    ...CLIENT_TIER,
    {
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message: 'graphql/ is under the features and the shell: it imports neither.',
    },
  ]),
  ...clientFloor('client/src/features/**/*.{ts,tsx}', [
    ...CLIENT_TIER,
    {
      regex: '^(\\.\\./)+app(/|$)',
      message: 'Features never import the shell (app/); what several features use lives in shared/.',
    },
  ]),
];
