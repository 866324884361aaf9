import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one schema and serve both drivers (PGlite and node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
