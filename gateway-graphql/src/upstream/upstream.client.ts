import { Header, RestPath, TokenType, type BatchAnswer, type BatchRead, type Envelope } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import { decodeJwt } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import { upstreamTelemetry } from './upstream-telemetry';
import type { GatewayConfig } from '../config';
import type { RequestSession } from '../session/request-session';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import { forwardedHeaders } from './forwarded-client';
import type {
  LoginAnswer,
  RawAnswer,
  RawForward,
  RawStream,
  StreamUpload,
  OpenAnswer,
  Upstream,
  UpstreamCall,
  UpstreamOpenCall,
} from './upstream';
import { openAsUser } from './upstream-open';
import {
  mapUpstreamOutcome,
  settle,
  successOf,
  type UpstreamOutcome,
  type UpstreamResult,
} from './upstream-errors';

/** Renew the cached anonymous token this long before it expires, so no call carries a token about to lapse. */
const ANONYMOUS_RENEW_MARGIN_MS = 60_000;
/** Error codes of a keep-alive socket the server closed just as it was reused: safe to retry a GET once. */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

interface Sent {
  outcome: UpstreamOutcome;
  jti: string | undefined;
}

/**
 * The HTTP `Upstream`: it adds the spec's headers, encrypts sensitive body fields and the whole query
 * string, keeps the rotating jti of each session, and maps every answer through mapUpstreamOutcome.
 */
export class UpstreamClient implements Upstream {
  private readonly pool: Dispatcher;
  private readonly cipher: FieldCipher;
  private anonymous: { token: string; renewAt: number } | null = null;
  private anonymousPending: Promise<string> | null = null;
  private batchUnsupported = false;

  constructor(
    private readonly config: GatewayConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new Pool(config.upstreamUrl, {
      connections: config.upstreamConnections,
      pipelining: 1,
      connectTimeout: Math.min(config.upstreamTimeoutMs, 3000),
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: config.upstreamTimeoutMs,
      keepAliveTimeout: 10_000,
    }).compose(upstreamTelemetry);
    this.cipher = new FieldCipher({ secret: config.fieldCipherSecret, legacy: config.fieldCipherLegacy });
  }

  async call<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: UpstreamCall,
  ): Promise<UpstreamResult<TObject, TItem>> {
    if (call.auth === 'user') return this.callAsUser<TObject, TItem>(session, call);
    const forwarded = forwardedFor(session);
    let sent = await this.send(call, { ...(await this.anonymousHeaders()), ...forwarded });
    if (isUnauthorized(sent)) {
      // The cached anonymous token may have been revoked (e.g. rest-api restarted with a new key): renew once.
      this.anonymous = null;
      sent = await this.send(call, { ...(await this.anonymousHeaders()), ...forwarded });
    }
    return mapUpstreamOutcome<TObject, TItem>(sent.outcome, { allowFailure: call.allowFailure });
  }

  async request<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: Omit<UpstreamCall, 'allowFailure'>,
  ): Promise<Envelope<TObject, TItem>> {
    return successOf(await this.call<TObject, TItem>(session, { ...call, allowFailure: false }));
  }

  async callAnonymousWithJti<TObject = unknown, TItem = unknown>(
    call: Omit<UpstreamCall, 'auth'>,
    session?: RequestSession,
  ): Promise<LoginAnswer<TObject, TItem>> {
    const forwarded = session ? forwardedFor(session) : {};
    const sent = await this.send(
      { ...call, auth: 'anonymous' },
      { ...(await this.anonymousHeaders()), ...forwarded },
    );
    return {
      result: mapUpstreamOutcome<TObject, TItem>(sent.outcome, { allowFailure: call.allowFailure }),
      jti: sent.jti,
    };
  }

  /**
   * The file's bytes go to rest-api as they arrive (application/octet-stream, the name URI-encoded in
   * x-file-name), with the session's user token: the upload holds the session's jti lane while it runs.
   */
  async streamAsUser<TObject = unknown>(
    session: RequestSession,
    upload: StreamUpload,
  ): Promise<UpstreamResult<TObject, never>> {
    const sent = await session.asUser(async (credentials): Promise<{ value: Sent; jti?: string }> => {
      try {
        const response = await this.pool.request({
          method: 'POST',
          path: upload.path,
          headers: {
            accept: 'application/json',
            'content-type': 'application/octet-stream',
            'x-file-name': encodeURIComponent(upload.fileName),
            [Header.TOKEN]: credentials.token,
            [Header.JTI]: credentials.jti,
            [Header.TOKEN_TYPE]: TokenType.USER,
            [Header.USER_ID]: String(credentials.userId),
            [Header.USER_LOGIN]: credentials.email,
            ...forwardedFor(session),
          },
          body: upload.body,
        });
        const text = await response.body.text();
        const jtiHeader = response.headers[Header.JTI];
        const jti = Array.isArray(jtiHeader) ? jtiHeader.at(-1) : jtiHeader;
        return {
          value: { outcome: { kind: 'response', status: response.statusCode, body: parseJson(text) }, jti },
          jti,
        };
      } catch (error) {
        this.log.warn({ err: error, path: upload.path }, 'upstream upload failed');
        return { value: { outcome: { kind: 'network', error }, jti: undefined } };
      }
    });
    if (!sent) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
    if (isUnauthorized(sent)) await session.end();
    return mapUpstreamOutcome<TObject, never>(sent.outcome, { allowFailure: true });
  }

  async openAsUser(
    session: RequestSession,
    call: UpstreamOpenCall,
    signal: AbortSignal,
  ): Promise<OpenAnswer> {
    const body = JSON.stringify(this.cipher.encryptFields(call.body));
    return openAsUser({ pool: this.pool, log: this.log, session, call, body, signal });
  }

  /** Throws UPSTREAM_UNAVAILABLE when rest-api does not answer. */
  async forward(request: RawForward): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      ...request.headers,
      ...(request.auth === 'anonymous' ? await this.anonymousHeaders() : {}),
      ...forwardedHeaders(request.client),
    };
    const path = request.search ? `${request.path}?${request.search}` : request.path;
    try {
      const response = await this.pool.request({
        method: request.method,
        path,
        headers,
        body: request.body,
      });
      const body = Buffer.from(await response.body.arrayBuffer());
      const single = (name: string): string | undefined => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      return {
        status: response.statusCode,
        contentType: single('content-type'),
        location: single('location'),
        disposition: single('content-disposition'),
        body,
      };
    } catch (error) {
      this.log.warn({ err: error, method: request.method, path: request.path }, 'upstream forward failed');
      throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, 'UPSTREAM_UNAVAILABLE', { cause: error });
    }
  }

  async stream(request: RawForward): Promise<RawStream> {
    const headers: Record<string, string> = { ...request.headers, ...forwardedHeaders(request.client) };
    const path = request.search ? `${request.path}?${request.search}` : request.path;
    try {
      const response = await this.pool.request({ method: request.method, path, headers, body: request.body });
      const single = (name: string): string | undefined => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      return {
        status: response.statusCode,
        contentType: single('content-type'),
        disposition: single('content-disposition'),
        body: response.body,
      };
    } catch (error) {
      this.log.warn({ err: error, method: request.method, path: request.path }, 'upstream stream failed');
      throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, 'UPSTREAM_UNAVAILABLE', { cause: error });
    }
  }

  async healthy(): Promise<boolean> {
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: RestPath.HEALTH,
        signal: AbortSignal.timeout(this.config.upstreamTimeoutMs),
      });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  async readBatch(
    session: RequestSession,
    calls: readonly UpstreamCall[],
  ): Promise<Array<UpstreamResult<unknown, unknown> | Error>> {
    if (calls.length === 1 || this.batchUnsupported) return this.oneByOne(session, calls);
    const reads: BatchRead[] = calls.map((call) =>
      hasQuery(call)
        ? { path: call.path, enc: this.cipher.encryptQueryValue(call.query ?? {}) }
        : { path: call.path },
    );
    const sent = await this.sendAsUser(session, {
      method: 'POST',
      path: RestPath.BATCH,
      auth: 'user',
      body: { reads },
    });
    if (sent.outcome.kind === 'response' && sent.outcome.status === 404) {
      // A REST deployment of the spec's contract without our batch path: call each path on its own.
      this.batchUnsupported = true;
      return this.oneByOne(session, calls);
    }
    const answers = batchAnswersOf(sent.outcome, calls.length);
    return Promise.all(
      calls.map((call, index) => {
        const answer = answers?.[index];
        const outcome: UpstreamOutcome = answer ? { kind: 'response', ...answer } : sent.outcome;
        return settle(() => mapUpstreamOutcome(outcome, { allowFailure: call.allowFailure }));
      }),
    );
  }

  private oneByOne(session: RequestSession, calls: readonly UpstreamCall[]) {
    return Promise.all(calls.map((call) => settle(() => this.call(session, call))));
  }

  private async callAsUser<TObject, TItem>(
    session: RequestSession,
    call: UpstreamCall,
  ): Promise<UpstreamResult<TObject, TItem>> {
    const sent = await this.sendAsUser(session, call);
    return mapUpstreamOutcome<TObject, TItem>(sent.outcome, { allowFailure: call.allowFailure });
  }

  private async sendAsUser(session: RequestSession, call: UpstreamCall): Promise<Sent> {
    const sent = await session.asUser(async (credentials) => {
      const answer = await this.send(call, {
        [Header.TOKEN]: credentials.token,
        [Header.JTI]: credentials.jti,
        [Header.TOKEN_TYPE]: TokenType.USER,
        [Header.USER_ID]: String(credentials.userId),
        [Header.USER_LOGIN]: credentials.email,
        ...forwardedFor(session),
      });
      return { value: answer, jti: answer.jti };
    });
    if (!sent) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
    // The upstream no longer accepts this session's token: the gateway session ends with it.
    if (isUnauthorized(sent)) await session.end();
    return sent;
  }

  private async anonymousHeaders(): Promise<Record<string, string>> {
    const token = await this.anonymousToken();
    // `000 §7`: the anonymous token is stored as both tokens.
    return { [Header.TOKEN]: token, [Header.JTI]: token, [Header.TOKEN_TYPE]: TokenType.ANONYMOUS };
  }

  /** One anonymous token per gateway process, renewed shortly before it expires; concurrent callers share one fetch. */
  private anonymousToken(): Promise<string> {
    if (this.anonymous && Date.now() < this.anonymous.renewAt) return Promise.resolve(this.anonymous.token);
    this.anonymousPending ??= this.fetchAnonymousToken().finally(() => {
      this.anonymousPending = null;
    });
    return this.anonymousPending;
  }

  private async fetchAnonymousToken(): Promise<string> {
    const sent = await this.send({ method: 'GET', path: RestPath.JWT_TOKEN, auth: 'anonymous' }, {});
    const result = mapUpstreamOutcome<string>(sent.outcome);
    const token = result.ok ? result.envelope.responseObject : null;
    if (typeof token !== 'string' || token === '') {
      throw gatewayError(GatewayErrorCode.UPSTREAM_UNAVAILABLE, 'TOKEN_FAILURE');
    }
    const exp = decodeJwt(token).exp;
    const expiresAt = exp ? exp * 1000 : Date.now() + 5 * 60_000;
    const lifetime = expiresAt - Date.now();
    this.anonymous = { token, renewAt: expiresAt - Math.min(ANONYMOUS_RENEW_MARGIN_MS, lifetime / 2) };
    return token;
  }

  private async send(call: UpstreamCall, authHeaders: Record<string, string>): Promise<Sent> {
    const path = hasQuery(call) ? `${call.path}?${this.cipher.encryptQuery(call.query ?? {})}` : call.path;
    const headers: Record<string, string> = { accept: 'application/json', ...authHeaders };
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(this.cipher.encryptFields(call.body));
    }
    // No AbortSignal per call: the pool's connect, headers and body timeouts (UPSTREAM_TIMEOUT_MS) bound
    // every request, and a timer per call cost more than the call's own bookkeeping.
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.pool.request({ method: call.method, path, headers, body });
        const text = await response.body.text();
        const jtiHeader = response.headers[Header.JTI];
        const jti = Array.isArray(jtiHeader) ? jtiHeader.at(-1) : jtiHeader;
        return { outcome: { kind: 'response', status: response.statusCode, body: parseJson(text) }, jti };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (call.method === 'GET' && attempt === 1 && STALE_SOCKET_CODES.has(code)) continue;
        this.log.warn({ err: error, method: call.method, path: call.path }, 'upstream call failed');
        return { outcome: { kind: 'network', error }, jti: undefined };
      }
    }
  }
}

/** The browser's address and origin for the REST tier, which believes them only from its trusted proxies. */
const forwardedFor = (session: RequestSession): Record<string, string> => forwardedHeaders(session.client);

const hasQuery = (call: UpstreamCall): boolean =>
  !!call.query && Object.values(call.query).some((value) => value !== undefined && value !== null);

/** The read batch's answers, when it answered all of them; otherwise its own outcome stands for each. */
const batchAnswersOf = (outcome: UpstreamOutcome, count: number): BatchAnswer[] | null => {
  if (outcome.kind !== 'response' || outcome.status !== 200) return null;
  const answers = (outcome.body as Envelope<unknown, BatchAnswer> | null)?.responseListObject;
  return Array.isArray(answers) && answers.length === count ? answers : null;
};

const isUnauthorized = (sent: Sent): boolean =>
  sent.outcome.kind === 'response' && sent.outcome.status === 401;

const parseJson = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
