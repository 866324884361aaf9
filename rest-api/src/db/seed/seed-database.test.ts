import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReasonCode, RestPath } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApi } from '../../app';
import { loadConfig } from '../../config';
import { RestTestClient } from '../../testing/rest-test-client';
import { injectTransport } from '../../testing/rest-transport';
import { provisionTestDatabase, type TestDatabase } from '../../testing/test-database';
import { DEMO_ACCOUNTS } from './demo-accounts';

// A persistent database (a temporary PGlite folder, or a fresh PostgreSQL database) that outlives one
// start. PGlite on disk takes a few seconds per start, hence the longer timeout below.
let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'finx-seed-'));
  database = process.env.DATABASE_URL
    ? await provisionTestDatabase()
    : { env: { DATA_DIR: folder }, drop: async () => {} };
});
afterAll(async () => {
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

const start = async (env: Record<string, string> = {}) => {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...database.env, ...env });
  const api = await createRestApi(config);
  const client = new RestTestClient(
    injectTransport(api.app),
    new FieldCipher({ secret: config.fieldCipherSecret }),
  );
  return { ...api, client };
};

describe('migrations and demo data on a persistent database', () => {
  it('migrates and seeds once; a restart keeps the data and adds nothing', async () => {
    const first = await start();
    const total = (await first.client.get(RestPath.PRODUCT_LIST)).body.totalRecords;
    // Change state so a re-seed would show: one failed login is counted on the learner.
    await first.client.login(DEMO_ACCOUNTS.learner.email, 'Wrong@1');
    await first.close();

    const second = await start();
    expect((await second.client.get(RestPath.PRODUCT_LIST)).body.totalRecords).toBe(total);
    await second.client.login(DEMO_ACCOUNTS.learner.email, 'Wrong@2');
    const third = await second.client.login(DEMO_ACCOUNTS.learner.email, 'Wrong@3');
    expect(third.body.reasonCode).toBe(ReasonCode.ACCOUNT_LOCKED);
    await second.close();
  }, 60_000);

  it('seeds no demo data when told not to', async () => {
    const empty = process.env.DATABASE_URL ? await provisionTestDatabase() : null;
    const api = await start(
      empty ? { ...empty.env, SEED_DEMO_DATA: 'false' } : { DATA_DIR: 'memory://', SEED_DEMO_DATA: 'false' },
    );
    try {
      expect((await api.client.get(RestPath.PRODUCT_LIST)).body.totalRecords).toBe(0);
      expect((await api.client.login(DEMO_ACCOUNTS.learner.email)).body.reasonCode).toBe(
        ReasonCode.UNKNOWN_EMAIL,
      );
    } finally {
      await api.close();
      await empty?.drop();
    }
    // A fresh database migrates here too: as slow as the first test's on a busy machine.
  }, 60_000);
});
