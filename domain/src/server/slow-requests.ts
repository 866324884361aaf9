import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';

/**
 * How slowly a client may send a request before the server cuts the connection (slowloris: a body at
 * a byte every few seconds, or headers that never end, each holding a socket and its memory).
 */
export interface SlowRequestLimits {
  /** The request's headers must be complete within this (Node's headersTimeout). */
  headersMs: number;
  /**
   * A body must have averaged `minBodyBytesPerSecond` since the request began, checked from this long
   * after it began: a trickled body is cut soon after, a slow but honest upload goes on.
   */
  bodyGraceMs: number;
  minBodyBytesPerSecond: number;
  /** The whole request, however fast it arrives, within this (Node's requestTimeout): the upper bound. */
  requestMs: number;
  /** How often open requests are checked, by Node (headers, whole request) and by the body rate check. */
  checkEveryMs: number;
}

/**
 * The figures both servers run with (docs/decisions.md 'HTTP hardening'): headers in 10 s; a body at
 * 1 KiB/s on average after 10 s (a 25 MB video passes at 2.5 MB/min, a byte every 5 s is cut at about
 * 11 s); any request in 15 minutes.
 */
export const SLOW_REQUEST_LIMITS: SlowRequestLimits = {
  headersMs: 10_000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 1024,
  requestMs: 15 * 60_000,
  checkEveryMs: 1000,
};

/** For `http.createServer` (Fastify's `http` option): the checking interval is fixed at creation. */
export const slowRequestServerOptions = (limits: SlowRequestLimits): ServerOptions => ({
  connectionsCheckingInterval: limits.checkEveryMs,
  headersTimeout: limits.headersMs,
  requestTimeout: limits.requestMs,
});

const REQUEST_TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Whether a request carries a body at all: a declared length above zero, or chunks. */
const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Applies the limits to a listening-to-be server: Node's own timeouts for headers and the whole request
 * (answered 408 and closed by Node), and a body rate check of its own, since Node has none. The rate is
 * read from the socket's byte count, so the body stream itself is never touched (no listener that would
 * start it flowing before the application reads it).
 */
export function guardSlowRequests(server: Server, limits: SlowRequestLimits): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  const open = new Map<
    IncomingMessage,
    { response: ServerResponse; startedAt: number; bytesBefore: number }
  >();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    open.set(request, { response, startedAt: Date.now(), bytesBefore: request.socket.bytesRead });
    request.once('close', () => open.delete(request));
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [request, { response, startedAt, bytesBefore }] of open) {
      const elapsed = now - startedAt;
      if (request.complete || request.socket.destroyed) {
        open.delete(request);
        continue;
      }
      if (elapsed < limits.bodyGraceMs) continue;
      const received = request.socket.bytesRead - bytesBefore;
      if (received >= (limits.minBodyBytesPerSecond * elapsed) / 1000) continue;
      open.delete(request);
      // As Node answers its own request timeout: 408 on the wire, then the connection goes.
      const socket = request.socket;
      if (response.headersSent || !socket.writable) socket.destroy();
      else socket.end(REQUEST_TIMEOUT, () => socket.destroy());
    }
  }, limits.checkEveryMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
