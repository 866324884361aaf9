import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the tables and serve both drivers (PGlite and node-postgres). No file
// lists the tables: those several features use are in src/db/schema (one file per owning feature), a
// feature's own in its folder's <feature>.schema.ts, and both globs find a new one.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/services/*/*.schema.ts'],
  out: './drizzle',
  strict: true,
});
