// `tsx bench/scale/explain.ts`: the plans (EXPLAIN ANALYZE, BUFFERS) of the SQL behind the scale bench's reads, on
// the filled finx_scale database, for docs/decisions/scale.md's before and after. The statements mirror
// what the repositories send (catalogue.repository list, orders.repository report, candidates.repository
// page), with the bench's arguments; only the plan's shape and timing matter here, not the columns.
import pg from 'pg';

const serverUrl = process.env.SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(serverUrl);
url.pathname = `/${process.env.SCALE_DATABASE ?? 'finx_scale'}`;

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const [marker] = (await client.query<{ big_job_id: number }>('select big_job_id from bench_scale_fill')).rows;
if (!marker) throw new Error('finx_scale is not filled: run npm run bench:scale first');

const catalogueWhere = `p.active = true and (p.name ilike $1 or p.description ilike $1 or p.subject_area ilike $1)`;
const STATEMENTS: { name: string; text: string; values: unknown[] }[] = [
  {
    name: 'catalogue search: page and total from one materialized read of the matches (after)',
    text: `with matched as materialized (select p.product_id, p.name from products p where ${catalogueWhere})
      select t.total, m.product_id from (select count(*)::int as total from matched) t
      left join lateral (select product_id, name from matched order by name, product_id limit 12 offset 0) m on true`,
    values: ['%Treasury%'],
  },
  {
    name: 'catalogue search: page (before)',
    text: `select p.product_id, p.name, c.category_name from products p
      join categories c on c.category_id = p.category_id
      where ${catalogueWhere} order by p.name asc, p.product_id asc limit 12 offset 0`,
    values: ['%Treasury%'],
  },
  {
    name: 'catalogue search: total (before)',
    text: `select count(*) from products p where ${catalogueWhere}`,
    values: ['%Treasury%'],
  },
  {
    name: 'payment report: total',
    text: `select count(*) from orders o join users u on u.party_id = o.party_id`,
    values: [],
  },
  {
    name: 'payment report: total without the join (no search: what orders.repository counts since)',
    text: `select count(*) from orders o`,
    values: [],
  },
  {
    name: 'payment report: first page',
    text: `select o.*, u.first_name, u.last_name, u.email from orders o join users u on u.party_id = o.party_id
      order by o.placed_at desc, o.order_id desc limit 10 offset 0`,
    values: [],
  },
  {
    name: 'candidates: first page',
    text: `select a.application_id, u.email, s.name, j.title, pl.ctc from job_applications a
      join users u on u.party_id = a.party_id join job_stages s on s.stage_id = a.stage_id
      join jobs j on j.job_id = a.job_id left join job_placements pl on pl.application_id = a.application_id
      where a.job_id = $1 order by a.applied_at desc nulls last, a.application_id asc limit 10 offset 0`,
    values: [marker.big_job_id],
  },
  {
    name: 'candidates: total',
    text: `select count(*) from job_applications a where a.job_id = $1`,
    values: [marker.big_job_id],
  },
  {
    name: 'learner header badges: an anti-join over the catalogue (first)',
    text: `select p.party_id, (select count(*)::int from products pr where pr.active and pr.type = 'COURSE'
      and not exists (select 1 from enrolments e where e.party_id = p.party_id and e.product_id = pr.product_id))
      from unnest(array[3000001]::int[]) as p(party_id)`,
    values: [],
  },
  {
    name: 'learner header badges: the kept active count less the enrolments (after, migration 0033)',
    text: `select p.party_id, (coalesce((select c.active from product_active_counts c where c.type = 'COURSE'), 0)
      - (select count(*)::int from enrolments e join products pr on pr.product_id = e.product_id
        where e.party_id = p.party_id and pr.active and pr.type = 'COURSE'))
      from unnest(array[3000001]::int[]) as p(party_id)`,
    values: [],
  },
  {
    name: 'learner header badges: the active count (index-only, migration 0031) less the enrolments (before)',
    text: `select p.party_id, ((select count(*)::int from products pr where pr.active and pr.type = 'COURSE')
      - (select count(*)::int from enrolments e join products pr on pr.product_id = e.product_id
        where e.party_id = p.party_id and pr.active and pr.type = 'COURSE'))
      from unnest(array[3000001]::int[]) as p(party_id)`,
    values: [],
  },
];

try {
  for (const statement of STATEMENTS) {
    // Once to warm the buffers, then the plan that is reported.
    await client.query(statement.text, statement.values);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.values,
    );
    console.log(`\n### ${statement.name}\n`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
} finally {
  await client.end();
}
