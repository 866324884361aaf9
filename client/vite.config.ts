import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { PRODUCT_NAME } from '../domain/src/constants';
import { Text } from '../domain/src/messages';

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
    // index.html carries the home page's hero, drawn before the scripts arrive; its words come from the
    // domain, as HomePage's do, so the two cannot drift apart. home.html is the same page with the hero
    // shown (`<html class="boot-home">`): the gateway sends it for the home page's paths, so the choice
    // costs no script before the first paint.
    {
      name: 'finx-boot-hero',
      // After vite:build-html has written index.html into the bundle.
      enforce: 'post',
      transformIndexHtml: (html: string) =>
        html
          .replace('%FINX_PRODUCT_NAME%', htmlText(PRODUCT_NAME))
          .replace('%FINX_SHARE_TEXT%', htmlText(Text.SHARE_TEXT))
          .replace('%FINX_FOOTER_LINE%', htmlText(Text.FOOTER_LINE)),
      generateBundle(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const home = String(index.source).replace(
          '<html lang="en-IN">',
          '<html lang="en-IN" class="boot-home">',
        );
        if (!home.includes('class="boot-home"')) this.error('index.html: no <html lang="en-IN"> to mark');
        this.emitFile({ type: 'asset', fileName: 'home.html', source: home });
      },
    },
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
