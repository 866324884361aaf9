// The scale bench's data (issue 31 item 5): products, learners, orders and job applications generated in
// PostgreSQL by set-based SQL (INSERT … SELECT generate_series), never row by row through the services,
// so a million orders take seconds, not hours. It runs on a database the product has already migrated and
// seeded, and records the sizes it filled in a marker table, so a second run with the same sizes re-uses
// the data. Generated rows take ids far above the seed's, so they never meet a seeded row.
import pg from 'pg';

export interface ScaleSizes {
  products: number;
  learners: number;
  orders: number;
  applications: number;
}

export const FULL_SIZES: ScaleSizes = {
  products: 100_000,
  learners: 200_000,
  orders: 1_000_000,
  applications: 500_000,
};

/** Ids of generated rows start above these; the seed's are far below. */
export const BASE = { product: 1_000_000, party: 3_000_000, order: 10_000_000 } as const;

/** The job with the big applicant list, and how many it gets (the rest spread over jobs of 1,000). */
export const BIG_JOB_APPLICANTS = 50_000;
const APPLICANTS_PER_OTHER_JOB = 1_000;

/** Orders are placed 1,000 a day (India time) from this day, so a date range selects a known count. */
export const FIRST_ORDER_DAY = '2023-01-01';
export const ORDERS_PER_DAY = 1_000;

/** Product names cycle through these words, so a catalogue search for one matches an eighth of them. */
export const SEARCH_WORDS = [
  'Banking',
  'Insurance',
  'Credit',
  'Treasury',
  'Wealth',
  'Risk',
  'Audit',
  'Payments',
];

export const learnerEmail = (n: number) => `scale.learner.${n}@example.com`;

export interface ScaleData {
  sizes: ScaleSizes;
  bigJobId: number;
  filledInSeconds: number;
  reused: boolean;
}

const MARKER = 'bench_scale_fill';

/** Fills the database at `url` to `sizes`, or re-uses what an earlier fill of the same sizes left. */
export const fillScaleData = async (url: string, sizes: ScaleSizes, passwordFromEmail: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create table if not exists ${MARKER} (sizes jsonb not null, big_job_id integer not null,
      seconds numeric not null, filled_at timestamptz not null default now())`);
    const marker = await client.query<{ sizes: ScaleSizes; big_job_id: number; seconds: string }>(
      `select sizes, big_job_id, seconds from ${MARKER}`,
    );
    const found = marker.rows[0];
    // jsonb keeps its keys in an order of its own, so the sizes are compared one by one.
    const same = (held: ScaleSizes) =>
      (Object.keys(sizes) as (keyof ScaleSizes)[]).every((k) => held[k] === sizes[k]);
    if (found && same(found.sizes)) {
      return {
        sizes,
        bigJobId: found.big_job_id,
        filledInSeconds: Number(found.seconds),
        reused: true,
      } satisfies ScaleData;
    }
    if (found)
      throw new Error(`the scale database holds other sizes (${JSON.stringify(found.sizes)}): drop it`);
    const started = performance.now();
    // One transaction: an interrupted fill leaves nothing, so the next run starts it again cleanly.
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    const bigJobId = await insertAll(client, sizes, passwordFromEmail);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await client.query(`insert into ${MARKER} (sizes, big_job_id, seconds) values ($1, $2, $3)`, [
      JSON.stringify(sizes),
      bigJobId,
      seconds,
    ]);
    await client.query('commit');
    // Fresh statistics, so the planner sees the tables as they now are, and the visibility map, so an
    // index-only scan (the header's badge counts) reads no table pages.
    await client.query('vacuum analyze');
    return { sizes, bigJobId, filledInSeconds: seconds, reused: false } satisfies ScaleData;
  } finally {
    await client.end();
  }
};

/**
 * Ends the sessions an earlier run left open: the database outlives its runs, and a second sign-in of the
 * same person would be asked to log the first out (SM-07).
 */
export const endOpenSessions = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update auth_sessions set ended_at = now() where ended_at is null');
  } finally {
    await client.end();
  }
};

const step = async (client: pg.Client, name: string, text: string, values: unknown[] = []) => {
  const started = performance.now();
  const result = await client.query(text, values);
  console.log(
    `  fill: ${name}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - started)} ms`,
  );
};

const insertAll = async (client: pg.Client, sizes: ScaleSizes, passwordFromEmail: string) => {
  const words = `(array['${SEARCH_WORDS.join("','")}'])`;
  await step(
    client,
    'products',
    `insert into products (product_id, name, type, description, category_id, subject_area, level,
       duration_minutes, price_paise, is_free, course_type, active)
     select ${BASE.product} + n, 'Scale ' || ${words}[1 + n % 8] || ' course ' || n,
       case when n % 5 = 0 then 'VIDEO' else 'COURSE' end,
       'Generated for the scale bench: lesson plan ' || md5(n::text),
       c.ids[1 + n % array_length(c.ids, 1)], 'Area ' || (n % 40), (array['Beginner','Intermediate','Advanced'])[1 + n % 3],
       30 + n % 600, 10000 + (n % 500) * 100, n % 50 = 0, 'Self-paced', n % 20 <> 0
     from generate_series(1, $1::int) as n,
       (select array_agg(category_id order by category_id) as ids from categories) as c`,
    [sizes.products],
  );
  await step(
    client,
    'learners',
    `insert into users (party_id, email, mobile, first_name, last_name, password_hash, role_id, entry_mode,
       email_verified_at, terms_accepted_at)
     select ${BASE.party} + n, 'scale.learner.' || n || '@example.com', '6' || lpad(n::text, 9, '0'),
       'Scale', 'Learner ' || n, p.password_hash, 5, 4, now(), now()
     from generate_series(1, $1::int) as n,
       (select password_hash from users where email = $2) as p`,
    [sizes.learners, passwordFromEmail],
  );
  await step(
    client,
    'orders',
    // Three in four paid, the rest spread over the other states; 1,000 a day, 86 s apart.
    `insert into orders (order_id, party_id, placed_at, total_item_paise, discount_paise, total_order_paise,
       payment_status, provider, provider_order_id, provider_payment_id, paid_at, fulfilled_at)
     select ${BASE.order} + n, ${BASE.party} + 1 + ((n::bigint * 7919) % $2::int)::int, t.at, amount, 0, amount,
       s.status, 'SANDBOX', 'scale_order_' || n, case when s.status = 'Paid' then 'scale_pay_' || n end,
       case when s.status = 'Paid' then t.at + interval '1 minute' end,
       case when s.status = 'Paid' then t.at + interval '1 minute' end
     from generate_series(1, $1::int) as n,
       lateral (select (timestamptz '${FIRST_ORDER_DAY} 00:00:00+05:30' + ((n - 1) / ${ORDERS_PER_DAY}) * interval '1 day'
         + ((n - 1) % ${ORDERS_PER_DAY}) * interval '86 seconds') as at) as t,
       lateral (select (array['Paid','Paid','Paid','Initiated','Failed','Cancelled','Paid','Paid'])[1 + n % 8] as status) as s,
       lateral (select 10000 + (n % 500) * 100 as amount) as a`,
    [sizes.orders, sizes.learners],
  );
  await step(
    client,
    'order items',
    `insert into order_items (order_id, product_id, price_paise)
     select ${BASE.order} + n, ${BASE.product} + 1 + (n * 31) % $2::int, 10000 + (n % 500) * 100
     from generate_series(1, $1::int) as n`,
    [sizes.orders, sizes.products],
  );
  return insertJobs(client, sizes);
};

/** One job with BIG_JOB_APPLICANTS applicants (or all of them, when fewer), the rest in jobs of 1,000. */
const insertJobs = async (client: pg.Client, sizes: ScaleSizes) => {
  const big = Math.min(BIG_JOB_APPLICANTS, sizes.applications, sizes.learners);
  const others = Math.ceil((sizes.applications - big) / APPLICANTS_PER_OTHER_JOB);
  // Every generated job copies a seeded one's corporate, function, skills and locations.
  const jobs = await client.query<{ job_id: number }>(
    `insert into jobs (corporate_id, title, description, job_function_id, key_skill_ids, location_ids,
       min_experience, max_experience, employment_type, openings, status, closes_on)
     select j.corporate_id, 'Scale job ' || n, 'Generated for the scale bench', j.job_function_id,
       j.key_skill_ids, j.location_ids, 0, 5, 'FULL_TIME', 10, 'OPEN', current_date + 365
     from generate_series(0, $1::int) as n,
       (select * from jobs order by job_id limit 1) as j
     order by n
     returning job_id`,
    [others],
  );
  const jobIds = jobs.rows.map((row) => row.job_id);
  const bigJobId = jobIds[0]!;
  await step(
    client,
    'job stages',
    `insert into job_stages (job_id, position, name, kind)
     select job_id, 1, 'Applied', 'APPLIED' from unnest($1::int[]) as job_id`,
    [jobIds],
  );
  await step(
    client,
    'applications (big job)',
    `insert into job_applications (job_id, party_id, stage_id, status, applied_at, updated_at)
     select $1::int, ${BASE.party} + n, s.stage_id,
       (array['IN_PROGRESS','IN_PROGRESS','REJECTED'])[1 + n % 3],
       now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
     from generate_series(1, $2::int) as n, (select stage_id from job_stages where job_id = $1::int) as s`,
    [bigJobId, big],
  );
  await step(
    client,
    'applications (other jobs)',
    `insert into job_applications (job_id, party_id, stage_id, status, applied_at, updated_at)
     select s.job_id, ${BASE.party} + 1 + (i * 7 + k) % $3::int, s.stage_id, 'IN_PROGRESS',
       now() - (k || ' minutes')::interval, now() - (k || ' minutes')::interval
     from generate_series(1, $2::int) as i
       join job_stages s on s.job_id = ($1::int[])[i + 1],
       generate_series(1, ${APPLICANTS_PER_OTHER_JOB}) as k
     where (i - 1) * ${APPLICANTS_PER_OTHER_JOB} + k <= $4::int`,
    [jobIds, others, sizes.learners, sizes.applications - big],
  );
  return bigJobId;
};
