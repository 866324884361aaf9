import { AsyncLocalStorage } from 'node:async_hooks';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry tracing, off unless OTEL_ENABLED=true (docs/decisions/observability.md). Off, nothing but
 * the small API package is loaded and every helper below is a no-op; on, the SDK is imported lazily, spans
 * go to OTLP over HTTP (OTEL_EXPORTER_OTLP_ENDPOINT, default http://localhost:4318) and W3C trace context
 * is read from and written to requests.
 */
let active = false;

export const tracingRequested = (env: NodeJS.ProcessEnv = process.env): boolean =>
  /^(1|true|yes|on)$/i.test(env.OTEL_ENABLED ?? '');

export const tracingActive = (): boolean => active;

export interface TracingHandle {
  flush(): Promise<void>;
  /** The spans ended so far, kept in memory when started with `inMemory` (tests); empty otherwise. */
  finishedSpans(): ReadableSpan[];
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK for one process. `inMemory` keeps each span as it ends instead of sending it over OTLP
 * (tests, where the gateway and rest-api share the process and so the provider).
 */
export const startTracing = async (
  service: string,
  options: { inMemory?: boolean } = {},
): Promise<TracingHandle> => {
  const [sdk, core, hooks, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/resources'),
  ]);
  const memory = options.inMemory ? new sdk.InMemorySpanExporter() : undefined;
  const processor = memory
    ? new sdk.SimpleSpanProcessor({ exporter: memory })
    : new sdk.BatchSpanProcessor({
        exporter: new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter(),
      });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [processor],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  active = true;
  return {
    flush: () => provider.forceFlush(),
    finishedSpans: () => memory?.getFinishedSpans() ?? [],
    shutdown: async () => {
      active = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
};

const tracer = () => trace.getTracer('finx');

/** A span of the current context's trace, ended when `work` settles; `work` runs with it as the parent. */
export const inSpan = async <T>(
  name: string,
  kind: SpanKind,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> => {
  if (!active) return work();
  const span = tracer().startSpan(name, { kind, attributes });
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
};

/**
 * Starts a client span (an upstream call, an SQL query) under the current one; with `headers`, writes its
 * `traceparent` there for the callee to continue. The caller ends it. Undefined when tracing is off.
 */
export const startClientSpan = (
  name: string,
  attributes: Record<string, string | number>,
  headers?: Record<string, string>,
): Span | undefined => {
  if (!active) return undefined;
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  if (headers) propagation.inject(trace.setSpan(context.active(), span), headers);
  return span;
};

/** Ends a span started here, marking it failed when `error` is given. */
export const endSpan = (span: Span | undefined, error?: unknown): void => {
  if (!span) return;
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
};

/** A server span continuing the caller's trace (its `traceparent`), or undefined when tracing is off. */
export const startServerSpan = (
  name: string,
  attributes: Record<string, string | number>,
  headers: Record<string, string | string[] | undefined>,
): Span | undefined => {
  if (!active) return undefined;
  // The parent comes from the wire only, never from whatever context the socket's events carry.
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  return tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
};

/** The request a piece of work belongs to: its id (joins the tiers' logs) and its server span. */
export interface RequestScope {
  requestId: string;
  span?: Span;
}
const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (the rest of a request's handling) inside its scope and, when tracing, its span. */
export const enterRequestScope = (scope: RequestScope, next: () => void): void => {
  const run = () => scopes.run(scope, next);
  if (scope.span) context.with(trace.setSpan(context.active(), scope.span), run);
  else run();
};

export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId;

/** Fields a log line carries to be found beside its trace: none when tracing is off. */
export const traceLogFields = (): Record<string, string> => {
  if (!active) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
};

export { SpanKind, SpanStatusCode };
