// Migrates and seeds the database, then exits: the release's migration job (deploy/k8s), run once before
// the new rest-api pods, which start with MIGRATE_ON_START=false. `node rest-api/dist/migrate.js`.
import { pino } from 'pino';
import { migrateAndSeed } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await createDatabase(config);
try {
  await migrateAndSeed(config, database);
  log.info({ database: config.database.kind }, 'migrations and seed applied');
} finally {
  await database.close();
}
