// The people of the load: BROWSERS learners of the load test's own (browse001@finx.demo ...), written
// straight into the cluster's database with the load learners' password hash (argon2 is slow on purpose,
// and registering 200 people through OTPs is not what this test measures), the 40 seeded load learners
// as buyers, an admin for the staff lists and the upload, and the demo's second learner as the probe.
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import pg from 'pg';
import { Recorder, SessionClient } from './session-client';

export const BROWSERS = Number(process.env.LOADTEST_LEARNERS ?? 200);
const SIGN_IN_CONCURRENCY = 8;

const browserEmail = (n: number) => `browse${String(n).padStart(3, '0')}@finx.demo`;

export const provisionBrowsers = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, mobile, first_name, last_name, password_hash, role_id, status, entry_mode)
       select 'browse' || lpad(n::text, 3, '0') || '@finx.demo', '95000' || lpad(n::text, 5, '0'), 'Browsing',
              'Learner' || n, (select password_hash from users where email = $2), role_id, 'ACTIVE', 4
       from generate_series(1, $1::int) n, (select role_id from users where email = $2) r
       on conflict (email) do nothing`,
      [BROWSERS, LOAD_LEARNERS[0]!.email],
    );
  } finally {
    await client.end();
  }
};

/** Signs every client in, a few at a time (each sign-in is an argon2 check on a rest-api replica). */
const signIn = async (clients: SessionClient[]): Promise<void> => {
  let next = 0;
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < clients.length) {
        const client = clients[next++]!;
        const ok = await client.login().catch(() => false);
        if (!ok) failed.push(client.email);
      }
    }),
  );
  if (failed.length > 0)
    throw new Error(`sign-in failed for ${failed.length}: ${failed.slice(0, 3).join(', ')}`);
};

export interface People {
  browsers: SessionClient[];
  buyers: SessionClient[];
  staff: SessionClient;
  probe: SessionClient;
}

export const signInPeople = async (edgeUrl: string, recorder: Recorder): Promise<People> => {
  // Each person has an address of their own, as learners on their own networks do.
  const address = (group: number, i: number) => `10.${group}.${i >> 8}.${i & 255 || 1}`;
  const browsers = Array.from(
    { length: BROWSERS },
    (_, i) => new SessionClient(edgeUrl, browserEmail(i + 1), address(77, i + 1), recorder),
  );
  const buyers = LOAD_LEARNERS.map(
    (learner, i) => new SessionClient(edgeUrl, learner.email, address(78, i + 1), recorder),
  );
  const staff = new SessionClient(edgeUrl, DEMO_ACCOUNTS.admin.email, address(79, 1), recorder);
  // The probe's sign-ins are not the load's: a recorder of its own.
  const probe = new SessionClient(edgeUrl, DEMO_ACCOUNTS.secondLearner.email, address(79, 2), new Recorder());
  await signIn([...browsers, ...buyers, staff, probe]);
  return { browsers, buyers, staff, probe };
};
