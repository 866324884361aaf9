import { ReasonCode, RestPath, type UploadJob } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApi, type RestApi } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { users } from '../../db/schema/identity';
import { uploadRows, uploads } from './uploads.schema';
import { RestTestClient } from '../../testing/rest-test-client';
import { injectTransport } from '../../testing/rest-transport';
import { provisionSeededTestDatabase, type TestDatabase } from '../../testing/test-database';
import { usersXlsx } from '../../testing/upload-fixtures';
import { postUpload, waitForJob } from '../../testing/upload-jobs';

/**
 * Issue 25 item 2: every bulk upload is a job. These run rest-api itself (its runner included) on a
 * database they can hand from one instance to the next, as a restart does.
 */
let database: TestDatabase;
let handle: DatabaseHandle;
const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.env });
const opened: RestApi[] = [];

const start = async (): Promise<RestApi> => {
  const api = await createRestApi(config(), { database: handle });
  opened.push(api);
  return api;
};

const client = (api: RestApi): RestTestClient => {
  const settings = config();
  return new RestTestClient(
    injectTransport(api.app),
    new FieldCipher({ secret: settings.fieldCipherSecret, legacy: settings.fieldCipherLegacy }),
  );
};

const signedIn = async (api: RestApi, email: string) => {
  const caller = client(api);
  await caller.loginAs(email);
  return caller;
};

const accountsOf = async (tag: string): Promise<number> => {
  const [row] = await handle.db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `${tag}-%@bulk.test`));
  return row?.n ?? 0;
};

beforeAll(async () => {
  database = await provisionSeededTestDatabase();
  // PGlite comes open; a server database is opened here, once, and handed to each instance in turn.
  handle = database.handle ?? (await createDatabase(config()));
}, 120_000);
afterAll(async () => {
  for (const api of opened) await api.close();
  if (database && !database.handle) await handle?.close();
  await database?.drop();
});

describe('bulk uploads as jobs (issue 25 item 2)', () => {
  it('a 15,000-row users file answers at once with a job, lands exactly once, and other users keep working meanwhile', async () => {
    const api = await start();
    const admin = await signedIn(api, DEMO_ACCOUNTS.admin.email);
    const learner = await signedIn(api, DEMO_ACCOUNTS.learner.email);
    const file = await usersXlsx(15_000, 'u15k', 7_000_000_000);

    const sent = await postUpload(admin, RestPath.UPLOAD_USERS, 'users.xlsx', file);
    expect(sent.status).toBe(200);
    // The answer is the job, not the result: nothing of the file has been read yet.
    expect(sent.body.responseObject).toMatchObject({
      state: 'queued',
      rowsDone: 0,
      rowsTotal: null,
      result: null,
    });
    const { uploadId } = sent.body.responseObject!;

    // While the rows land, a learner's requests are answered, each one while the job is still running.
    const answeredMeanwhile: number[] = [];
    let job: UploadJob = await waitForJob(
      admin,
      uploadId,
      (now) => now.rowsDone > 0 || now.state !== 'queued',
    );
    while (job.state === 'running' || job.state === 'queued') {
      const cart = await learner.request('GET', RestPath.CART_COUNT, {
        query: { partyId: String(learner.session?.partyId) },
      });
      expect(cart.status).toBe(200);
      expect(cart.body.status).toBe('success');
      job = await waitForJob(admin, uploadId, () => true);
      if (job.state === 'running') answeredMeanwhile.push(job.rowsDone);
    }
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(3);
    expect(job.state).toBe('done');
    expect(job.rowsDone).toBe(15_000);
    expect(job.rowsTotal).toBe(15_000);
    expect(job.result).toMatchObject({
      totalCount: 15_000,
      successCount: 15_000,
      failCount: 0,
      duplicateCount: 0,
    });
    expect(await accountsOf('u15k')).toBe(15_000);
    const [claimed] = await handle.db
      .select({ n: count() })
      .from(uploadRows)
      .where(eq(uploadRows.uploadId, uploadId));
    expect(claimed?.n).toBe(15_000);
  }, 600_000);

  it('a 20,001-row file gets its too-many-rows message and writes nothing', async () => {
    const api = opened[0] ?? (await start());
    const admin = await signedIn(api, DEMO_ACCOUNTS.admin.email);
    const sent = await postUpload(
      admin,
      RestPath.UPLOAD_USERS,
      'too-many.xlsx',
      await usersXlsx(20_001, 'u20k', 7_100_000_000),
    );
    // Answered at once whatever the machine's load: the rows are counted by the job, not the request.
    expect(sent.body.responseObject?.state).toBe('queued');
    const job = await waitForJob(admin, sent.body.responseObject!.uploadId);
    expect(job).toMatchObject({ state: 'failed', reasonCode: ReasonCode.UPLOAD_TOO_MANY_ROWS, result: null });
    expect(await accountsOf('u20k')).toBe(0);
  }, 300_000);

  it('a job stopped by a restart resumes after its last committed batch: every row lands exactly once', async () => {
    for (const api of opened.splice(0)) await api.close();
    const first = await start();
    const admin = await signedIn(first, DEMO_ACCOUNTS.admin.email);
    const sent = await postUpload(
      admin,
      RestPath.UPLOAD_USERS,
      'restart.xlsx',
      await usersXlsx(2_000, 'urs', 7_200_000_000),
    );
    const { uploadId } = sent.body.responseObject!;
    await waitForJob(admin, uploadId, (job) => job.rowsDone >= 300);

    // A restart: closing stops the runner after the batch in hand commits, and hands the job back.
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const [stopped] = await handle.db.select().from(uploads).where(eq(uploads.uploadId, uploadId));
    expect(stopped?.state).toBe('queued');
    expect(stopped?.rowsDone).toBeLessThan(2_000);
    // Never half-applied: the accounts are exactly the committed batches' rows.
    expect(await accountsOf('urs')).toBe(stopped?.rowsDone);

    // And a crash on top: the process died holding the job (running, lease still valid on PGlite's
    // single process; expired on a server) after the next batch's first 10 accounts were written but
    // before that batch's checkpoint committed.
    const done = stopped!.rowsDone;
    await handle.db
      .update(uploads)
      .set({ state: 'running', leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(uploads.uploadId, uploadId));
    await handle.db.insert(users).values(
      Array.from({ length: 10 }, (_, i) => ({
        email: `urs-${done + i}@bulk.test`,
        mobile: String(7_200_000_000 + done + i),
        firstName: 'Bulk',
        lastName: 'Learner',
        gender: (['MALE', 'FEMALE', 'OTHER'] as const)[(done + i) % 3],
        roleId: 5,
        entryMode: 2,
        status: 'ACTIVE' as const,
      })),
    );

    const second = await start();
    const again = await signedIn(second, DEMO_ACCOUNTS.admin.email);
    const job = await waitForJob(again, uploadId);
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ totalCount: 2_000, failCount: 0, duplicateCount: 10 });
    expect(job.result!.successCount).toBe(2_000 - 10);
    expect(await accountsOf('urs')).toBe(2_000);
  }, 300_000);
});
