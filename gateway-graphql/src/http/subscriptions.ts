import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext } from '../context';
import type { InboxEvents } from '../inbox/inbox-events';
import { createSources } from '../modules';
import { createRequestScope } from '../modules/shared/request-scope';
import type { RequestSession } from '../session/request-session';
import type { SessionService } from '../session/session.service';
import type { Upstream } from '../upstream/upstream';
import { PARSE_OPTIONS } from './armor';
import { SessionSockets, type SocketEntry } from './session-sockets';

/** A subscription document is a few hundred bytes; a larger frame is refused by the socket. */
const MAX_FRAME_BYTES = 16 * 1024;

/**
 * Open sockets one user may hold on this gateway process: a tab each for a learner with a few tabs
 * open. Without a cap, one signed-in script could hold thousands of sockets and their memory.
 */
export const MAX_SOCKETS_PER_USER = 5;

interface SubscriptionDeps {
  schema: GraphQLSchema;
  sessions: SessionService;
  upstream: Upstream;
  inboxEvents: InboxEvents;
  validationRules: readonly ValidationRule[];
  log: FastifyBaseLogger;
  /** How often open sockets are checked for sessions that expired while idle (tests shorten it). */
  sweepMs?: number;
}

/**
 * Cross-site WebSocket hijacking: a page elsewhere could open a socket that carries our cookie. The
 * handshake's Origin must name the host the browser connected to (a client without Origin is no browser).
 */
const sameOrigin = (request: IncomingMessage): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const forwarded = request.headers['x-forwarded-host'];
  const host =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ?? request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
};

/**
 * A subscription's events, each sent only while the socket's session still stands: when it has ended
 * the socket is closed and the event dropped. A hand-written iterator, not an async generator, so that
 * `return()` (the socket closing) ends a pending `next()` at once.
 */
const whileLive = <T>(
  source: AsyncIterable<T>,
  stillLive: () => Promise<boolean>,
): AsyncIterableIterator<T> => {
  const inner = source[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      const result = await inner.next();
      if (result.done || (await stillLive())) return result;
      await inner.return?.();
      return { done: true, value: undefined };
    },
    return: async () => {
      await inner.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
};

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the gateway's own HTTP server at /graphql. The
 * connection authenticates once, from the session cookie of the upgrade; without a session it is
 * closed (4403). The socket lives no longer than that session: it is closed (4401, SESSION_ENDED_CLOSE) when
 * the session ends, however it ends (see SessionSockets). Only subscriptions are served here: queries and mutations stay on HTTP, where the
 * session's token rotation and the request limits live.
 */
export function registerSubscriptions(app: FastifyInstance, deps: SubscriptionDeps): void {
  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql', maxPayload: MAX_FRAME_BYTES });
  const sessionsOf = new WeakMap<object, RequestSession>();
  const openPerUser = new Map<number, number>();
  const userOf = new WeakMap<object, number>();
  const entryOf = new WeakMap<object, SocketEntry>();
  const sockets = new SessionSockets({
    sessions: deps.sessions,
    upstream: deps.upstream,
    log: deps.log,
    sweepMs: deps.sweepMs,
  });
  const stillLive = async (entry: SocketEntry): Promise<boolean> => {
    try {
      return await sockets.stillLive(entry);
    } catch (error) {
      deps.log.warn({ err: error }, 'socket session check failed; the event is sent');
      return true;
    }
  };
  const rules = [...specifiedRules, ...deps.validationRules];

  const cleanup = useServer(
    {
      schema: deps.schema,
      onConnect: async (ctx) => {
        if (!sameOrigin(ctx.extra.request)) return false;
        const found = await deps.sessions.fromCookieHeader(ctx.extra.request.headers.cookie);
        const userId = found?.session.viewer?.userId;
        if (!found || userId === undefined) return false;
        const open = openPerUser.get(userId) ?? 0;
        if (open >= MAX_SOCKETS_PER_USER) return false;
        openPerUser.set(userId, open + 1);
        userOf.set(ctx, userId);
        sessionsOf.set(ctx, found.session);
        entryOf.set(ctx, sockets.add(found.sessionId, userId, ctx.extra.socket));
        return true;
      },
      // Called for every socket, acknowledged or not: only those counted in onConnect are let go here.
      onClose: (ctx) => {
        const entry = entryOf.get(ctx);
        if (entry) sockets.remove(entry);
        const userId = userOf.get(ctx);
        if (userId === undefined) return;
        userOf.delete(ctx);
        const left = (openPerUser.get(userId) ?? 1) - 1;
        if (left > 0) openPerUser.set(userId, left);
        else openPerUser.delete(userId);
      },
      onSubscribe: async (ctx, id, payload) => {
        const connected = sessionsOf.get(ctx);
        const entry = entryOf.get(ctx);
        // The session as it stands now, not as the socket opened: its jti has moved on with every HTTP
        // call since, and a subscription that calls rest-api (a streamed chat reply) presents the newest.
        const session = connected && entry ? await deps.sessions.current(entry.sessionId) : null;
        if (!session) return [new GraphQLError('Sign in first.')];
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Unreadable document.')];
        }
        const errors = validate(deps.schema, document, rules);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are served over WebSocket: send queries over HTTP.')];
        }
        const log = deps.log.child({ subscription: id });
        const scope = createRequestScope({
          upstream: deps.upstream,
          session,
          log,
          inboxEvents: deps.inboxEvents,
        });
        const contextValue: GatewayContext = { requestId: id, session, sources: createSources(scope), log };
        return {
          schema: deps.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onOperation: (ctx, _id, _payload, _args, result) => {
        const entry = entryOf.get(ctx);
        if (!entry || !isAsyncIterable(result)) return undefined;
        return whileLive(result, () => stillLive(entry));
      },
    },
    wsServer,
  );

  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    sockets.close();
    for (const socket of wsServer.clients) socket.terminate();
    await cleanup.dispose();
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
  });
}
