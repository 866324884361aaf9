// A browser's session as the load test drives it: the session cookie, a client address of its own (sent
// as X-Forwarded-For, which the edge balancer appends to and the gateways believe from it), GraphQL over
// HTTP and the payment pages' form posts. Every request is timed per operation and every failure counted
// by kind: the GraphQL error's `extensions.code`, or TIMEOUT, NETWORK, HTTP_<status>, and STACK_TRACE
// when an answer carries one (never acceptable).
import { DEMO_PASSWORD } from '@finx/rest-api';

const REQUEST_TIMEOUT_MS = 10_000;
const STACK_LINE = /\n\s+at [^\n]+:\d+:\d+/;

export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** When each failure happened, for the recovery timeline. */
  readonly failures: { at: number; operation: string; kind: string }[] = [];
  /** A few examples per kind, for the report. */
  readonly examples = new Map<string, string>();

  ok(operation: string, ms: number): void {
    const list = this.latencies.get(operation) ?? [];
    list.push(ms);
    this.latencies.set(operation, list);
  }

  fail(operation: string, kind: string, detail = ''): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    this.failures.push({ at: Date.now(), operation, kind });
    if (!this.examples.has(kind)) this.examples.set(kind, `${operation}: ${detail.slice(0, 300)}`);
  }

  summary(): Record<string, { count: number; p50: number; p95: number; p99: number }> {
    const out: Record<string, { count: number; p50: number; p95: number; p99: number }> = {};
    for (const [operation, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      out[operation] = {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    }
    return out;
  }
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** A failed request, already counted by kind. */
export class RequestFailed extends Error {
  constructor(readonly kind: string) {
    super(kind);
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reasonCode?: string } }[];
}

const kindOfThrown = (error: unknown): string => {
  const name = (error as Error).name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : 'NETWORK';
};

export class SessionClient {
  cookie = '';
  constructor(
    readonly baseUrl: string,
    readonly email: string,
    readonly address: string,
    private readonly recorder: Recorder,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}), ...extra };
  }

  /** Signs in (answering Yes to SM-07, since a session lost with Redis leaves the old one live in rest-api). */
  async login(): Promise<boolean> {
    const answer = await this.request<{ login: { viewer: { email: string } | null } }>(
      'login',
      'mutation ($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { code } } }',
      { input: { username: this.email, password: DEMO_PASSWORD, logoutOtherSessions: true } },
      false,
    );
    return answer?.login.viewer?.email === this.email;
  }

  /**
   * One GraphQL operation, timed under `operation`. Answers the data, or throws RequestFailed after
   * counting the kind. A session the server no longer knows (Redis lost it) signs in again once.
   */
  async graphql<T>(operation: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const data = await this.request<T>(operation, query, variables, true);
    if (data === null) throw new RequestFailed('UNAUTHENTICATED');
    return data;
  }

  private async request<T>(
    operation: string,
    query: string,
    variables: Record<string, unknown>,
    relogin: boolean,
  ): Promise<T | null> {
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}/graphql`, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const kind = kindOfThrown(error);
      this.recorder.fail(operation, kind, String(error));
      throw new RequestFailed(kind);
    }
    const setCookie = response.headers.get('set-cookie')?.split(';')[0];
    if (setCookie) this.cookie = setCookie;
    if (STACK_LINE.test(text)) {
      this.recorder.fail(operation, 'STACK_TRACE', text);
      throw new RequestFailed('STACK_TRACE');
    }
    let body: GraphQLAnswer<T>;
    try {
      body = JSON.parse(text) as GraphQLAnswer<T>;
    } catch {
      const kind = `HTTP_${response.status}`;
      this.recorder.fail(operation, kind, text);
      throw new RequestFailed(kind);
    }
    const first = body.errors?.[0]?.extensions;
    const code = first?.code ?? (body.errors ? 'GRAPHQL_ERROR' : undefined);
    if (code === 'UNAUTHENTICATED' && relogin) {
      // Why the session was refused (SESSION_EXPIRED: Redis lost it; STALE_JTI: the chain broke).
      this.recorder.fail(operation, `UNAUTHENTICATED/${first?.reasonCode ?? '-'}`, text);
      this.cookie = '';
      if (!(await this.login())) return null;
      return this.request(operation, query, variables, false);
    }
    if (code || !body.data) {
      const kind = code ?? `HTTP_${response.status}`;
      this.recorder.fail(operation, kind, text);
      throw new RequestFailed(kind);
    }
    this.recorder.ok(operation, performance.now() - started);
    return body.data;
  }

  /** A form post of the payment pages (no cookie: the provider's page and callback carry none). */
  async form(operation: string, path: string, fields: Record<string, string>): Promise<Response> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': this.address },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status >= 500) {
        const text = await response.text();
        const kind = STACK_LINE.test(text) ? 'STACK_TRACE' : `HTTP_${response.status}`;
        this.recorder.fail(operation, kind, text);
        throw new RequestFailed(kind);
      }
      this.recorder.ok(operation, performance.now() - started);
      return response;
    } catch (error) {
      if (error instanceof RequestFailed) throw error;
      const kind = kindOfThrown(error);
      this.recorder.fail(operation, kind, String(error));
      throw new RequestFailed(kind);
    }
  }

  /** A raw-bytes upload through the gateway's upload route (staff), answering the JSON. */
  async upload(route: string, fileName: string, bytes: Buffer): Promise<unknown> {
    return this.raw('upload', route, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
      body: new Uint8Array(bytes),
    });
  }

  /** GET of a gateway route with the session (the upload's progress). */
  async getJson(operation: string, path: string): Promise<unknown> {
    return this.raw(operation, path, { method: 'GET' });
  }

  /** A gateway route outside GraphQL with the session; a lost session (401) signs in again once. */
  private async raw(operation: string, path: string, init: RequestInit, relogin = true): Promise<unknown> {
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: this.headers(init.headers as Record<string, string> | undefined),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 3),
      });
      text = await response.text();
    } catch (error) {
      const kind = kindOfThrown(error);
      this.recorder.fail(operation, kind, String(error));
      throw new RequestFailed(kind);
    }
    if (response.status === 401 && relogin) {
      this.recorder.fail(operation, 'UNAUTHENTICATED', text);
      this.cookie = '';
      if (!(await this.login())) throw new RequestFailed('UNAUTHENTICATED');
      return this.raw(operation, path, init, false);
    }
    if (response.status >= 500 || STACK_LINE.test(text)) {
      const kind = STACK_LINE.test(text) ? 'STACK_TRACE' : `HTTP_${response.status}`;
      this.recorder.fail(operation, kind, text);
      throw new RequestFailed(kind);
    }
    this.recorder.ok(operation, performance.now() - started);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      this.recorder.fail(operation, `HTTP_${response.status}`, text);
      throw new RequestFailed(`HTTP_${response.status}`);
    }
  }
}
