import { DEMO_ACCOUNTS, DEMO_PASSWORD, type RestRoute } from '@finx/rest-api';
import { RestTestClient, fetchTransport } from '@finx/rest-api/testing';
import type { FieldCipher } from '@finx/domain/server';
import { BODY_LIMIT_BYTES } from '@finx/gateway-graphql';
import { gatewayHttpCase, type GatewayHttpCase } from './gateway-http-cases';
import { graphqlCase, graphqlTargets, rawGraphqlCase, type GraphqlCase } from './graphql-targets';
import { contractFieldNames, describeRestCase, restCase, type RestCase } from './rest-targets';
import { SeededRandom } from './seeded-random';

/** A running stack on loopback: where to send, the REST routes to cover and the cipher REST expects. */
export interface FuzzTarget {
  gatewayUrl: string;
  restUrl: string;
  restRoutes: readonly RestRoute[];
  cipher: FieldCipher;
  /** The booted rest-api's BODY_LIMIT_BYTES: a body over it may be reset while it is still being sent. */
  restBodyLimitBytes: number;
}

export interface FuzzOptions {
  seed: number;
  inputs: number;
  /** The index of the first input (default 0): replays a window of a long run. */
  first?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

/** A response that broke the rule: a server error, a masked bug, a stack trace, or no answer at all. */
export interface FuzzFinding {
  index: number;
  input: string;
  status: number;
  problem: string;
  excerpt: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  /** Inputs per target family (GraphQL operations, REST routes, the gateway's HTTP routes). */
  byFamily: Record<string, number>;
  byStatus: Record<string, number>;
  /** How many GraphQL operations and REST routes received input, of how many there are. */
  coverage: { operations: number; allOperations: number; routes: number; allRoutes: number };
  findings: FuzzFinding[];
  elapsedMs: number;
  /** The slowest answers: what to look at when a run slows down or inputs time out behind one. */
  slowest: { index: number; ms: number; input: string }[];
  inputsPerSecond: number;
}

/**
 * A trace in a body: "    at fn (file.ts:1:2)", "/path/file.js:10:5", node_modules paths, "TypeError: ...\n".
 * Every repetition is bounded: bodies echo inputs of 70,000 word characters, on which an unbounded
 * `\w*Error` or `[\w-]+\.ts` backtracks quadratically (it once froze a run for 20 s per answer).
 */
const STACK_TRACE =
  /\n\s{1,20}at\s|\bat \S{1,200} \((?:file:|node:|\/)|[\w-]{1,100}\.(?:ts|js|mjs|cjs):\d{1,6}:\d{1,6}|node_modules[/\\]|\b[A-Z][A-Za-z]{0,40}Error: [^"\n]{0,300}\n|"stack(?:trace)?"\s{0,5}:/;

/** What is wrong with one answer, or null when it is a proper answer (any status below 500). */
export const problemOf = (status: number, text: string): string | null => {
  if (status >= 500) return `HTTP ${status}`;
  if (STACK_TRACE.test(text)) return 'stack trace in the body';
  if (text.includes('"INTERNAL_SERVER_ERROR"')) return 'INTERNAL_SERVER_ERROR in the body';
  if (/"reasonCode":\s*"INTERNAL"/.test(text)) return 'reasonCode INTERNAL in the body';
  // REST is up for the whole run: through the gateway, this reason means REST answered 5xx (or no answer).
  if (/"reasonCode":\s*"UPSTREAM_UNAVAILABLE"/.test(text))
    return 'UPSTREAM_UNAVAILABLE: REST failed behind the gateway';
  return null;
};

const LEARNER_LOGIN = `mutation FuzzLogin($input: LoginInput!) {
  login(input: $input) { userErrors { code } }
}`;

/** A signed-in browser at the gateway: its session cookie, or '' when the login did not succeed. */
const gatewayLogin = async (gatewayUrl: string, email: string): Promise<string> => {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: LEARNER_LOGIN,
      variables: { input: { username: email, password: DEMO_PASSWORD, logoutOtherSessions: true } },
    }),
  });
  await response.text();
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

interface Callers {
  cookie: string;
  anonymous: RestTestClient;
  learner: RestTestClient;
}

/**
 * Sends `inputs` generated bad inputs to every GraphQL Query and Mutation field, every REST route and
 * the gateway's HTTP routes, as anonymous callers and as a signed-in learner (one at the gateway, another
 * at REST, so neither login ends the other's session). Input i is generated from (seed, i) alone, so a
 * finding is replayed with the same seed whatever the concurrency.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { seed, inputs, first = 0, concurrency = 4 } = options;
  const slowest: FuzzReport['slowest'] = [];
  const operations = graphqlTargets();
  const names = contractFieldNames();
  const routes = target.restRoutes.filter((route) => route.method !== 'OPTIONS');
  const newClient = () => new RestTestClient(fetchTransport(target.restUrl), target.cipher);

  const callers: Callers = { cookie: '', anonymous: newClient(), learner: newClient() };
  const signIn = async () => {
    callers.cookie = await gatewayLogin(target.gatewayUrl, DEMO_ACCOUNTS.learner.email);
    callers.learner = newClient();
    // A fuzzed call may end or lock the session; the run goes on with whatever callers it still has.
    await callers.learner.loginAs(DEMO_ACCOUNTS.secondLearner.email).catch(() => undefined);
    await callers.anonymous.anonymous();
  };
  await signIn();

  const findings: FuzzFinding[] = [];
  const byStatus: Record<string, number> = {};
  const byFamily: Record<string, number> = {};
  const covered = new Set<string>();
  const started = performance.now();

  const runOne = async (index: number) => {
    const rng = new SeededRandom((seed + Math.imul(index, 0x9e3779b9)) >>> 0);
    // Targets go round in order (every operation and route is reached in a few hundred inputs); the
    // values are random. Of ten inputs: five GraphQL operations, four REST routes, one raw request.
    const slot = Math.floor(index / 10);
    const position = index % 10;
    let input = '';
    let answer: Answer;
    try {
      let sending: () => Promise<Answer>;
      if (position < 5) {
        const operation = operations[(slot * 5 + position) % operations.length]!;
        covered.add(`graphql ${operation.field.name}`);
        const test = graphqlCase(rng, operation);
        const learner = rng.chance(0.5);
        input = `GraphQL ${test.operation} as ${learner ? 'learner' : 'anonymous'}: ${clip(test.query)} variables=${clip(JSON.stringify(test.variables))}`;
        count(byFamily, 'graphql');
        sending = () => sendGraphql(target.gatewayUrl, test, learner ? callers.cookie : '');
      } else if (position < 9) {
        const route = routes[(slot * 4 + position - 5) % routes.length]!;
        covered.add(`rest ${route.method} ${route.url}`);
        const test = restCase(rng, route, names);
        input = `REST ${test.route}: ${describeRestCase(test)}`;
        count(byFamily, 'rest');
        sending = () => sendRest(test, callers, target.restBodyLimitBytes);
      } else if (rng.chance(0.5)) {
        const test = rawGraphqlCase(rng, operations);
        input = `GraphQL raw document: ${clip(test.query)}`;
        count(byFamily, 'graphqlRaw');
        const cookie = rng.chance(0.5) ? callers.cookie : '';
        sending = () => sendGraphql(target.gatewayUrl, test, cookie);
      } else {
        const test = gatewayHttpCase(rng);
        input = `gateway ${test.route}: ${test.method} ${clip(test.path)} headers=${clip(JSON.stringify(test.headers))} body=${clip(test.body)}`;
        count(byFamily, 'gatewayHttp');
        sending = () => sendGatewayHttp(target.gatewayUrl, test);
      }
      const sent = performance.now();
      // A keep-alive connection the server closed just as the client reused it fails without an answer;
      // one retry tells that race from a server that is gone (which fails again).
      answer = await withinTime(sending()).catch(() => withinTime(sending()));
      slowest.push({ index, ms: Math.round(performance.now() - sent), input });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
    } catch (error) {
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      answer = { status: 0, text: `no answer: ${String(error)}${cause}` };
    }
    count(byStatus, String(answer.status));
    const problem = answer.status === 0 ? answer.text : problemOf(answer.status, answer.text);
    if (problem)
      findings.push({ index, input, status: answer.status, problem, excerpt: answer.text.slice(0, 400) });
  };

  // Batches, so lost sessions are restored between them (a fuzzed logout must not end coverage).
  const batch = Math.max(concurrency * 25, 50);
  for (let from = first; from < first + inputs; from += batch) {
    if (from > first) await signIn();
    let next = from;
    const end = Math.min(from + batch, first + inputs);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < end) await runOne(next++);
      }),
    );
  }

  const elapsedMs = Math.round(performance.now() - started);
  return {
    seed,
    sent: inputs,
    slowest,
    byFamily,
    byStatus,
    coverage: {
      operations: [...covered].filter((name) => name.startsWith('graphql ')).length,
      allOperations: operations.length,
      routes: [...covered].filter((name) => name.startsWith('rest ')).length,
      allRoutes: routes.length,
    },
    findings,
    elapsedMs,
    inputsPerSecond: Math.round((inputs / Math.max(elapsedMs, 1)) * 1000),
  };
}

const count = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

const clip = (value: unknown): string => {
  const text =
    value instanceof Uint8Array
      ? `bytes[${value.length}]`
      : typeof value === 'string'
        ? value
        : String(JSON.stringify(value));
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
};

type Answer = { status: number; text: string };

/** An answer that does not come within this time is a finding: a request must not hang the server. */
const ANSWER_TIMEOUT_MS = 30_000;

const withinTime = async (sending: Promise<Answer>): Promise<Answer> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, text: `no answer within ${ANSWER_TIMEOUT_MS / 1000} s` }),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([sending, late]);
  } finally {
    clearTimeout(timer);
  }
};

const sendGatewayHttp = async (gatewayUrl: string, test: GatewayHttpCase): Promise<Answer> => {
  const response = await fetch(`${gatewayUrl}${test.path}`, {
    method: test.method,
    headers: test.headers,
    redirect: 'manual',
    ...(test.method === 'POST' && test.body !== undefined ? { body: test.body } : {}),
  });
  return { status: response.status, text: await response.text() };
};

const sendGraphql = async (gatewayUrl: string, test: GraphqlCase, cookie: string): Promise<Answer> => {
  const body = JSON.stringify({ query: test.query, variables: test.variables });
  try {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // As for REST: a body over the gateway's limit can be reset (EPIPE) while still being uploaded, before
    // the client reads the 413. Anything smaller that gets no answer is a finding.
    if (Buffer.byteLength(body) > BODY_LIMIT_BYTES) return { status: 413, text: 'reset over the body limit' };
    throw error;
  }
};

/** Node's limit on a request's head; over it the server answers 431 and closes the connection. */
const HEADER_LIMIT_BYTES = 16 * 1024;

/** The bytes of the body a case sends, before encryption (which only makes it longer). */
const bodyBytes = (test: RestCase): number => {
  if (test.rawBody !== undefined) {
    return typeof test.rawBody === 'string' ? Buffer.byteLength(test.rawBody) : test.rawBody.byteLength;
  }
  return test.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(test.body));
};

const sendRest = async (test: RestCase, callers: Callers, bodyLimitBytes: number): Promise<Answer> => {
  const client = test.caller === 'learner' ? callers.learner : callers.anonymous;
  try {
    return await sendRestOnce(test, client);
  } catch (error) {
    // A head or body far over its limit can be reset while still being uploaded, before the client reads
    // the 431 or 413: the server refused it either way. Anything smaller that gets no answer is a finding.
    const query = JSON.stringify(test.query ?? {}).length * (test.encryptQuery ? 1.4 : 3);
    if (test.path.length + query > HEADER_LIMIT_BYTES)
      return { status: 431, text: 'reset over the header limit' };
    if (bodyBytes(test) > bodyLimitBytes) return { status: 413, text: 'reset over the body limit' };
    throw error;
  }
};

const sendRestOnce = async (test: RestCase, client: RestTestClient): Promise<Answer> => {
  const response = await client.send(test.method, test.path, {
    ...(test.query ? { query: test.query, encryptQuery: test.encryptQuery } : {}),
    ...(test.body !== undefined ? { body: test.body, encryptBody: true } : {}),
    ...(test.rawBody !== undefined ? { rawBody: test.rawBody } : {}),
    ...(test.contentType ? { headers: { 'content-type': test.contentType } } : {}),
    authenticate: test.caller !== 'none',
  });
  return { status: response.status, text: response.body };
};

/** How a report reads in a test failure or the bench: the seed first, so the run can be replayed. */
export const formatFindings = (report: FuzzReport): string =>
  [
    `fuzz seed ${report.seed} (replay: FUZZ_SEED=${report.seed}, ${report.sent} inputs): ${report.findings.length} findings`,
    ...report.findings
      .slice(0, 20)
      .map(
        (finding) =>
          `#${finding.index} ${finding.problem}\n  input: ${finding.input}\n  answer: ${finding.excerpt}`,
      ),
  ].join('\n');
