import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Two pages: the app (index.html) and a GraphiQL explorer (graphiql.html) bundled from node_modules,
 * so it works offline. In development `/graphql` is proxied to the gateway, keeping one origin for the
 * session cookie exactly as in production, where the gateway serves this build.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false } },
  },
  // Monaco's language workers (GraphiQL) are ES modules.
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      input: { main: here('./index.html'), graphiql: here('./graphiql.html') },
      treeshake: {
        // @finx/domain is plain definitions split by topic, but its package.json does not declare
        // `sideEffects: false`; without this, building the yup login schema at module load would pull
        // yup into the first chunk of every page, though only the login form uses it.
        moduleSideEffects: (id: string) => !/[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
});
