import { metrics, metricsActive } from './metrics';
import {
  enterRequestScope,
  type RequestScope,
  SpanStatusCode,
  startServerSpan,
  tracingActive,
} from './tracing';

/** What the hooks read of a request (a Fastify request has it; the domain imports no server library). */
export interface TelemetryRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  routeOptions: { url?: string };
}

/**
 * The hooks every request of a tier passes: onRequest opens its scope (its id, which the upstream client
 * sends on so the tiers' log lines share it, and a server span continuing the caller's trace when tracing
 * is on); preHandler enters the scope, after the body is read, so the handler and all it starts run in it;
 * onResponse ends the span and records the duration when metrics are on. Each tier adds them to its app
 * (`app.addHook('onRequest', (request, _reply, done) => hooks.onRequest(request, done))` and so on).
 */
export const requestTelemetry = (service: string) => {
  const scopes = new WeakMap<TelemetryRequest, RequestScope>();
  const route = (request: TelemetryRequest) => request.routeOptions.url ?? 'unmatched';
  return {
    onRequest(request: TelemetryRequest, done: () => void): void {
      const span = tracingActive()
        ? startServerSpan(
            `${request.method} ${route(request)}`,
            {
              'http.request.method': request.method,
              'http.route': route(request),
              'url.path': request.url.split('?')[0] ?? '',
            },
            request.headers,
          )
        : undefined;
      scopes.set(request, { requestId: String(request.id), span });
      done();
    },
    preHandler(request: TelemetryRequest, done: () => void): void {
      const scope = scopes.get(request);
      if (scope) enterRequestScope(scope, done);
      else done();
    },
    onResponse(request: TelemetryRequest, status: number, elapsedMs: number, done: () => void): void {
      const span = scopes.get(request)?.span;
      if (span) {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      if (metricsActive()) metrics.http(service, request.method, route(request), status, elapsedMs / 1000);
      done();
    },
  };
};
