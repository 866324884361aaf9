import { currentRequestId, endSpan, metrics, metricsActive, startClientSpan } from '@finx/domain/server';
import type { Dispatcher } from 'undici';

/**
 * Every call to rest-api, whatever method of the client made it: it carries the browser request's id
 * (`x-request-id`, so rest-api's log lines join the gateway's) and, when tracing is on, a client span whose
 * `traceparent` rest-api continues; when metrics are on, its duration by method and outcome. Composed onto
 * the client's pool: the headers are written when the call is made, in the request's context, even when
 * the pool queues it for a free connection.
 */
export const upstreamTelemetry: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (options, handler) => {
    const requestId = currentRequestId();
    const plain = options.headers === undefined || options.headers === null || isRecord(options.headers);
    if (!plain) return dispatch(options, handler);
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (requestId && !headers['x-request-id']) headers['x-request-id'] = requestId;
    const path = options.path.split('?')[0] ?? '';
    const span = startClientSpan(
      `upstream ${options.method} ${path}`,
      {
        'http.request.method': options.method,
        'url.path': path,
        'server.address': String(options.origin ?? ''),
      },
      headers,
    );
    if (!span && !metricsActive()) return dispatch({ ...options, headers }, handler);
    const started = performance.now();
    let status = 0;
    let ended = false;
    const end = (error?: unknown) => {
      if (ended) return;
      ended = true;
      span?.setAttribute('http.response.status_code', status);
      endSpan(span, error ?? (status >= 500 ? `status ${status}` : undefined));
      const outcome = error !== undefined ? 'error' : `${Math.floor(status / 100)}xx`;
      metrics.upstream(options.method, outcome, (performance.now() - started) / 1000);
    };
    const observed: Dispatcher.DispatchHandler = {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onRequestUpgrade: (controller, statusCode, upgradeHeaders, socket) => {
        status = statusCode;
        end();
        handler.onRequestUpgrade?.(controller, statusCode, upgradeHeaders, socket);
      },
      onResponseStart: (controller, statusCode, responseHeaders, message) => {
        status = statusCode;
        handler.onResponseStart?.(controller, statusCode, responseHeaders, message);
      },
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd: (controller, trailers) => {
        end();
        handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError: (controller, error) => {
        end(error);
        handler.onResponseError?.(controller, error);
      },
    };
    return dispatch({ ...options, headers }, observed);
  };

const isRecord = (value: unknown): boolean =>
  typeof value === 'object' && !Array.isArray(value) && !(Symbol.iterator in (value as object));
