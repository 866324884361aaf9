import type { Readable } from 'node:stream';
import { MAX_BATCH_READS, type Envelope, type RestPath } from '@finx/domain';
import DataLoader from 'dataloader';
import type { ForwardedClient } from './forwarded-client';
import type { RequestSession } from '../session/request-session';
import { successOf, type UpstreamResult } from './upstream-errors';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RestPath;
  query?: QueryParams;
  body?: unknown;
  /** Whose token: the anonymous one (public calls) or the session's user token. */
  auth: 'anonymous' | 'user';
  /** Return a 200 + status fail envelope as data instead of throwing (expected outcomes of mutations). */
  allowFailure?: boolean;
}

/** A browser request passed to rest-api as it came (hosted payment pages, provider webhooks). */
export interface RawForward {
  method: 'GET' | 'POST';
  /** A fixed REST path, or one of its sub-paths; never a path taken from the browser. */
  path: RestPath | `${RestPath}/${string}`;
  /** The browser's query string without `?`, passed on unencrypted (the pages are the provider's, not ours). */
  search?: string;
  /** Headers to pass on (content type, provider signatures); nothing else of the browser's is sent. */
  headers: Record<string, string>;
  body?: Buffer | string;
  /** 'anonymous' adds the anonymous token, for routes that want one; 'none' sends no token at all. */
  auth: 'anonymous' | 'none';
  /** The browser's address and origin, for rest-api's X-Forwarded-* (see forwarded-client.ts). */
  client?: ForwardedClient | null;
}

export interface RawAnswer {
  status: number;
  contentType: string | undefined;
  location: string | undefined;
  /** A file's Content-Disposition (a download's name), passed on as it came. */
  disposition: string | undefined;
  body: Buffer;
}

/** A file sent on to rest-api as it streams in (bulk uploads), never held whole by the gateway. */
export interface StreamUpload {
  path: RestPath;
  fileName: string;
  body: Readable;
}

/** A forwarded answer whose body is passed on as it arrives (a streamed export), never held whole. */
export interface RawStream {
  status: number;
  contentType: string | undefined;
  disposition: string | undefined;
  body: Readable;
}

/** A POST whose answer is read as it arrives (a streamed chat reply), as the signed-in user. */
export interface UpstreamOpenCall {
  path: RestPath;
  body: unknown;
  /** The media type of the stream the call asks for (`accept`); any other answer is an envelope. */
  streamType: string;
}

/**
 * What an open call answered: its body as it comes, when rest-api answered the stream asked for, or
 * the envelope it answered instead (a refusal), mapped as `call` maps it with `allowFailure`.
 */
export type OpenAnswer =
  | { kind: 'stream'; body: AsyncIterable<Buffer> }
  | { kind: 'result'; result: UpstreamResult<unknown, never> };

/** A login's answer and the first jti of the session it opens (in the answer's header). */
export interface LoginAnswer<TObject, TItem> {
  result: UpstreamResult<TObject, TItem>;
  jti: string | undefined;
}

/**
 * The gateway's only way to the REST services. `UpstreamClient` speaks HTTP to rest-api; `FakeUpstream`
 * answers from memory in unit tests. Every answer goes through `mapUpstreamOutcome`, so a refusal reads
 * the same from either.
 */
export interface Upstream {
  call<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: UpstreamCall,
  ): Promise<UpstreamResult<TObject, TItem>>;
  /** For calls whose every failure is an error (queries): the success envelope, or a thrown GraphQLError. */
  request<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: Omit<UpstreamCall, 'allowFailure'>,
  ): Promise<Envelope<TObject, TItem>>;
  /**
   * Several GET calls as the signed-in user in one upstream request (the REST read batch: one
   * authentication, one jti rotation). Each answer is what `call` would have returned or thrown.
   */
  readBatch(
    session: RequestSession,
    calls: readonly UpstreamCall[],
  ): Promise<Array<UpstreamResult<unknown, unknown> | Error>>;
  /** Login and registration: called with the anonymous token, answered with the session's first jti. */
  callAnonymousWithJti<TObject = unknown, TItem = unknown>(
    call: Omit<UpstreamCall, 'auth'>,
    session?: RequestSession,
  ): Promise<LoginAnswer<TObject, TItem>>;
  /** A file streamed to rest-api as the signed-in user (one call, one jti rotation); failures are data. */
  streamAsUser<TObject = unknown>(
    session: RequestSession,
    upload: StreamUpload,
  ): Promise<UpstreamResult<TObject, never>>;
  /**
   * A POST as the signed-in user whose answer is read as it arrives; the signal gives it up (the
   * request and its connection are closed, so rest-api stops the work). Throws as `request` does when
   * rest-api does not answer.
   */
  openAsUser(session: RequestSession, call: UpstreamOpenCall, signal: AbortSignal): Promise<OpenAnswer>;
  /** Passes one request to rest-api and answers what it answered, byte for byte. */
  forward(request: RawForward): Promise<RawAnswer>;
  /** Passes one GET to rest-api and answers its body as a stream (large downloads, bounded memory). */
  stream(request: RawForward): Promise<RawStream>;
  /** /readyz: is rest-api answering its health check. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** The upstream as one request's sources see it: every call is made as that request's caller. */
export interface RequestUpstream {
  call<TObject = unknown, TItem = unknown>(call: UpstreamCall): Promise<UpstreamResult<TObject, TItem>>;
  request<TObject = unknown, TItem = unknown>(
    call: Omit<UpstreamCall, 'allowFailure'>,
  ): Promise<Envelope<TObject, TItem>>;
  login<TObject = unknown, TItem = unknown>(
    call: Omit<UpstreamCall, 'auth'>,
  ): Promise<LoginAnswer<TObject, TItem>>;
  open(call: UpstreamOpenCall, signal: AbortSignal): Promise<OpenAnswer>;
}

/**
 * Binds the upstream to one GraphQL request's session. The signed-in user's GET calls that the
 * operation's resolvers make at the same moment are gathered (until the event loop's next turn, so
 * resolvers that awaited something in memory first still join) and sent as one read batch; writes and
 * anonymous calls go out one by one, in the order they are made.
 */
export const forSession = (upstream: Upstream, session: RequestSession): RequestUpstream => {
  const reads = new DataLoader<UpstreamCall, UpstreamResult<unknown, unknown>>(
    (calls) => upstream.readBatch(session, calls),
    { cache: false, maxBatchSize: MAX_BATCH_READS, batchScheduleFn: (send) => setImmediate(send) },
  );
  const call = <TObject, TItem>(upstreamCall: UpstreamCall) =>
    (upstreamCall.method === 'GET' && upstreamCall.auth === 'user'
      ? reads.load(upstreamCall)
      : upstream.call(session, upstreamCall)) as Promise<UpstreamResult<TObject, TItem>>;
  return {
    call,
    request: async <TObject, TItem>(upstreamCall: Omit<UpstreamCall, 'allowFailure'>) =>
      successOf(await call<TObject, TItem>({ ...upstreamCall, allowFailure: false })),
    login: <TObject, TItem>(upstreamCall: Omit<UpstreamCall, 'auth'>) =>
      upstream.callAnonymousWithJti<TObject, TItem>(upstreamCall, session),
    open: (openCall, signal) => upstream.openAsUser(session, openCall, signal),
  };
};
