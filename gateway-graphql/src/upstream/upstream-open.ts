import { Header, TokenType } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import type { RequestSession } from '../session/request-session';
import { forwardedHeaders } from './forwarded-client';
import type { OpenAnswer, UpstreamOpenCall } from './upstream';
import { mapUpstreamOutcome, type UpstreamOutcome } from './upstream-errors';

interface OpenRequest {
  pool: Dispatcher;
  log: FastifyBaseLogger;
  session: RequestSession;
  call: UpstreamOpenCall;
  /** The body as sent: JSON with its sensitive fields already encrypted. */
  body: string;
  signal: AbortSignal;
}

type Opened = { kind: 'stream'; body: AsyncIterable<Buffer> } | { kind: 'outcome'; outcome: UpstreamOutcome };

const isAbort = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'AbortError' || (error as { code?: string }).code === 'UND_ERR_ABORTED');

/**
 * `Upstream.openAsUser` over undici: the session's user headers, `accept` naming the stream asked for.
 * The call holds the session's jti lane only until the answer's headers are in (their jti is the next
 * one); the body is read after, as it comes, under the pool's body time-out between its pieces. The
 * caller's signal closes the request and its connection at any point.
 */
export async function openAsUser({
  pool,
  log,
  session,
  call,
  body,
  signal,
}: OpenRequest): Promise<OpenAnswer> {
  const sent = await session.asUser(async (credentials): Promise<{ value: Opened; jti?: string }> => {
    try {
      const response = await pool.request({
        method: 'POST',
        path: call.path,
        signal,
        headers: {
          accept: `${call.streamType}, application/json`,
          'content-type': 'application/json',
          [Header.TOKEN]: credentials.token,
          [Header.JTI]: credentials.jti,
          [Header.TOKEN_TYPE]: TokenType.USER,
          [Header.USER_ID]: String(credentials.userId),
          [Header.USER_LOGIN]: credentials.email,
          ...forwardedHeaders(session.client),
        },
        body,
      });
      const jtiHeader = response.headers[Header.JTI];
      const jti = Array.isArray(jtiHeader) ? jtiHeader.at(-1) : jtiHeader;
      const type = response.headers['content-type'];
      const contentType = Array.isArray(type) ? type[0] : type;
      if (response.statusCode === 200 && contentType?.startsWith(call.streamType)) {
        return { value: { kind: 'stream', body: response.body }, jti };
      }
      const text = await response.body.text();
      return {
        value: {
          kind: 'outcome',
          outcome: { kind: 'response', status: response.statusCode, body: parse(text) },
        },
        jti,
      };
    } catch (error) {
      if (isAbort(error)) throw error;
      log.warn({ err: error, path: call.path }, 'upstream open call failed');
      return { value: { kind: 'outcome', outcome: { kind: 'network', error } } };
    }
  });
  if (!sent) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
  if (sent.kind === 'stream') return sent;
  if (sent.outcome.kind === 'response' && sent.outcome.status === 401) await session.end();
  return { kind: 'result', result: mapUpstreamOutcome<unknown, never>(sent.outcome, { allowFailure: true }) };
}

const parse = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
