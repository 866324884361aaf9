import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bootPages } from './build/boot-pages.plugin';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Two pages: the app (index.html) and a GraphiQL explorer (graphiql.html) bundled from node_modules,
 * so it works offline. In development `/graphql` is proxied to the gateway, keeping one origin for the
 * session cookie exactly as in production, where the gateway serves this build.
 */
export default defineConfig({
  // @finx/domain is bundled from its TypeScript sources (its package's `finx-source` condition), so the
  // client never waits for, or goes stale against, the domain's compiled output.
  resolve: { conditions: ['finx-source', ...defaultClientConditions] },
  plugins: [
    react(),
    // The pages drawn before any script arrives (home.html, pages/*.html) and boot-pages.json, which
    // tells the gateway which path gets which.
    bootPages(),
    // Every text asset also as .br and .gz beside it: the gateway sends the best one the browser accepts
    // (@fastify/static preCompressed) at no cost per request. The split build puts some twenty
    // chunks under 1 KB on every first load, so anything from 256 bytes gets its copies (a copy that is
    // not smaller is skipped).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(html|js|mjs|css|json|svg|txt)$/,
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
});
