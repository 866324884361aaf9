import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bootPages } from './build/boot-pages.plugin';
import { chunkModules } from './build/chunk-modules.plugin';
import { personalScreens } from './build/personal-screens.plugin';
import { scriptsAfterPaint } from './build/scripts-after-paint.plugin';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// React Router 7 publishes a production build (dist/production: its development warnings compiled
// out) but no export condition that selects it, so every bundler gets dist/development. The build
// points the two entries react-router-dom reads at the production files; the dev server and tests keep
// the warnings.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

// The large libraries only some screens draw (the staff grid, charts and date pickers, the workbook
// library of exports and uploads) stay files of their own, fetched once and then cached for a year,
// instead of a copy in every screen that draws them: with every common chunk copied, each of some forty
// staff lists carried the grid (about 150 KB brotli), fetched again on every list a person opened.
const SHARED_LIBRARIES = /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|exceljs|d3-[^\\/]+)[\\/]/;

/**
 * Two pages: the app (index.html) and a GraphiQL explorer (graphiql.html) bundled from node_modules,
 * so it works offline. In development `/graphql` is proxied to the gateway, keeping one origin for the
 * session cookie exactly as in production, where the gateway serves this build.
 */
export default defineConfig(({ command }) => ({
  // @finx/domain is bundled from its TypeScript sources (its package's `finx-source` condition), so the
  // client never waits for, or goes stale against, the domain's compiled output. In the build the
  // `production` condition (in defaultClientConditions) also gives Apollo Client its production
  // environment module (no development checks or messages).
  resolve: {
    conditions: ['finx-source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProduction : [],
  },
  plugins: [
    react(),
    // The pages drawn before any script arrives (home.html, pages/*.html) and boot-pages.json, which
    // tells the gateway which path gets which.
    bootPages(),
    // index.html's scripts requested once the page has painted, not while it parses.
    scriptsAfterPaint(),
    // dist-server/personal-screen.mjs: a signed-in screen drawn for one person by the gateway.
    personalScreens(command === 'build' ? reactRouterProduction : []),
    // dist/.vite/chunk-modules.json: each chunk's modules by size, which the signed-in bench names.
    chunkModules(),
    // Every text asset also as .br and .gz beside it: the gateway sends the best one the browser accepts
    // (@fastify/static preCompressed) at no cost per request. The split build puts some twenty
    // chunks under 1 KB on every first load, so anything from 256 bytes gets its copies (a copy that is
    // not smaller is skipped).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|mjs|css|json|svg|txt)$/,
      // The drawn signed-in frames are never sent as they are: the gateway fills in the person's name
      // and viewer and compresses each answer itself (gateway-graphql/src/http/boot-frames.ts).
      exclude: /(^|\/)frames\/.*\.html$/,
      threshold: 256,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:4000', changeOrigin: false },
      '/documents': { target: 'http://localhost:4000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: 'http://localhost:4000', changeOrigin: false },
      '/documents': { target: 'http://localhost:4000', changeOrigin: false },
    },
  },
  // The dev server pre-bundles what the app imports. GraphiQL's `?worker` imports of Monaco cannot be
  // pre-bundled and stopped the whole dev server, so GraphiQL stays out of it: in development use the
  // gateway's GraphiQL (http://localhost:4000/graphql, from the last build); the build is unaffected.
  optimizeDeps: { exclude: ['graphiql', '@graphiql/react', 'monaco-editor', 'monaco-graphql'] },
  // Monaco's language workers (GraphiQL) are ES modules.
  worker: { format: 'es' },
  // Only the GraphiQL page (monaco) exceeds the default; the app's own chunks stay small.
  // chunkSizeWarningLimit is in kB.
  build: {
    chunkSizeWarningLimit: 3000,
    // dist/.vite/manifest.json: scripts/first-load.mjs reads each route's chunks from it (budget check).
    manifest: true,
    rolldownOptions: {
      input: { main: here('./index.html'), graphiql: here('./graphiql.html') },
      // Fewer requests per screen (issue 29 item 3): the automatic split made a common chunk of every set
      // of modules shared by a different set of screens (some eighty of 1-3 KB: MUI parts, icons,
      // helpers), and a signed-in screen fetched about 120 files, which over HTTP/1.1's six connections
      // cost more than their bytes. Rolldown copies every common chunk into the chunks that read it,
      // behind one shared registry (one state and one execution per module; no chunk gets code its
      // importers could not reach before). Whole chunks compress better too (first-load.mjs):
      // /studentDashboard 125 files, 337 KB brotli -> 19 files, 310 KB; `/` 72 -> 6 files, 278 -> 262 KB
      // (a 16 KB limit gave 45 and 23 files and 2 % more bytes). Needs entries whose unused exports may
      // go (the app and GraphiQL pages export nothing).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: Infinity, exclude: SHARED_LIBRARIES },
        },
      },
      // The generated operation modules and their re-exporting hooks.ts have no side effects: said so,
      // the bundler follows each import through the barrel to the one operation module it needs, and
      // every operation lands in the chunk of the screens that use it (not all in one shared chunk).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]graphql[\\/]generated[\\/]/.test(id),
      },
      // GraphiQL's packages carry React Compiler directives the bundler drops harmlessly; the warning
      // for each would bury the build output that matters.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
