import { ReasonCode, ReasonMessage, isReasonCode, type Envelope } from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import type { RequestSession } from '../session/request-session';
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
import {
  mapUpstreamOutcome,
  settle,
  successOf,
  type UpstreamOutcome,
  type UpstreamResult,
} from './upstream-errors';

/** An HTTP answer: status (200 unless given), body (an envelope) and the jti header of a login. */
export interface HttpReply {
  status?: number;
  body: unknown;
  jti?: string;
}
/** What the fake answers one call with: an HTTP answer, or none at all (rest-api unreachable). */
export type FakeReply = HttpReply | { network: true };
export type FakeAnswer = FakeReply | ((call: UpstreamCall) => FakeReply);

/** A call the fake received, with the user it was made as (null for anonymous calls). */
export interface RecordedCall extends UpstreamCall {
  userId: number | null;
}

const NULLS = {
  reasonCode: null,
  reasonText: null,
  responseText: null,
  responseObject: null,
  responseListObject: null,
  totalRecords: null,
};

/** A success envelope with the given fields (the rest null, as REST sends them). */
export const ok = (
  fields: {
    responseObject?: unknown;
    responseListObject?: unknown[];
    totalRecords?: number;
    responseText?: string;
  } = {},
): HttpReply => ({ body: { ...NULLS, status: 'success', ...fields } });

/** A business refusal (HTTP 200, status fail) worded as REST words it unless a text is given. */
export const refused = (
  reasonCode: string,
  reasonText: string | null = isReasonCode(reasonCode) ? ReasonMessage[reasonCode] : null,
  responseObject: unknown = null,
): HttpReply => ({ body: { ...NULLS, status: 'fail', reasonCode, reasonText, responseObject } });

/** An HTTP error answer (401, 403, 404, 400...) with a fail envelope. */
export const httpError = (
  status: number,
  reasonCode: string,
  reasonText: string | null = null,
): FakeReply => ({
  status,
  body: { ...NULLS, status: 'fail', reasonCode, reasonText },
});

const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * An in-memory `Upstream` for unit tests of the modules' sources: each REST path answers what the test
 * told it to, calls are recorded as the source made them (before encryption), and every answer goes
 * through the real `mapUpstreamOutcome`, so refusals and errors reach the source as they would from
 * rest-api. Integration tests use the real REST tier instead.
 */
export class FakeUpstream implements Upstream {
  readonly calls: RecordedCall[] = [];
  /** The read batches made, each as the paths it carried (a batch of one is a plain call). */
  readonly batches: string[][] = [];
  private readonly answers = new Map<string, FakeAnswer[]>();

  /** Answers for a path, used in order; the last one keeps answering. */
  on(method: UpstreamCall['method'], path: string, ...answers: FakeAnswer[]): this {
    this.answers.set(keyOf(method, path), answers);
    return this;
  }

  /** The calls made to a path, in order. */
  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  async call<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: UpstreamCall,
  ): Promise<UpstreamResult<TObject, TItem>> {
    const viewer = session.viewer;
    if (call.auth === 'user' && !viewer) {
      throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, ReasonCode.SESSION_EXPIRED);
    }
    const { outcome } = this.answer({
      ...call,
      userId: call.auth === 'user' ? (viewer?.userId ?? null) : null,
    });
    if (call.auth === 'user' && outcome.kind === 'response' && outcome.status === 401) await session.end();
    return mapUpstreamOutcome<TObject, TItem>(outcome, { allowFailure: call.allowFailure });
  }

  async request<TObject = unknown, TItem = unknown>(
    session: RequestSession,
    call: Omit<UpstreamCall, 'allowFailure'>,
  ): Promise<Envelope<TObject, TItem>> {
    return successOf(await this.call<TObject, TItem>(session, { ...call, allowFailure: false }));
  }

  async readBatch(
    session: RequestSession,
    calls: readonly UpstreamCall[],
  ): Promise<Array<UpstreamResult<unknown, unknown> | Error>> {
    if (calls.length > 1) this.batches.push(calls.map((call) => call.path));
    return Promise.all(calls.map((call) => settle(() => this.call(session, call))));
  }

  async callAnonymousWithJti<TObject = unknown, TItem = unknown>(
    call: Omit<UpstreamCall, 'auth'>,
  ): Promise<LoginAnswer<TObject, TItem>> {
    const { outcome, jti } = this.answer({ ...call, auth: 'anonymous', userId: null });
    return { result: mapUpstreamOutcome<TObject, TItem>(outcome, { allowFailure: call.allowFailure }), jti };
  }

  /** The file is read whole and recorded as the call's body (a Buffer); the path answers as `on` said. */
  async streamAsUser<TObject = unknown>(
    session: RequestSession,
    upload: StreamUpload,
  ): Promise<UpstreamResult<TObject, never>> {
    const chunks: Buffer[] = [];
    for await (const chunk of upload.body) chunks.push(Buffer.from(chunk as Buffer));
    return this.call<TObject, never>(session, {
      method: 'POST',
      path: upload.path,
      body: Buffer.concat(chunks),
      auth: 'user',
      allowFailure: true,
    });
  }

  /** Answered as `on` said for the path, as an envelope: the fake streams nothing. */
  async openAsUser(session: RequestSession, call: UpstreamOpenCall): Promise<OpenAnswer> {
    const result = await this.call<unknown, never>(session, {
      method: 'POST',
      path: call.path,
      body: call.body,
      auth: 'user',
      allowFailure: true,
    });
    return { kind: 'result', result };
  }

  async forward(request: RawForward): Promise<RawAnswer> {
    throw new Error(`FakeUpstream does not forward raw requests (${request.method} ${request.path})`);
  }

  async stream(request: RawForward): Promise<RawStream> {
    throw new Error(`FakeUpstream does not stream raw requests (${request.method} ${request.path})`);
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  private answer(call: RecordedCall): { outcome: UpstreamOutcome; jti: string | undefined } {
    this.calls.push(call);
    const queue = this.answers.get(keyOf(call.method, call.path));
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) throw new Error(`FakeUpstream: no answer for ${call.method} ${call.path}`);
    const reply = typeof next === 'function' ? next(call) : next;
    if ('network' in reply)
      return { outcome: { kind: 'network', error: new Error('ECONNREFUSED') }, jti: undefined };
    return { outcome: { kind: 'response', status: reply.status ?? 200, body: reply.body }, jti: reply.jti };
  }
}
