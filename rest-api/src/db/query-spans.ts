import { endSpan, startClientSpan, tracingActive } from '@finx/domain/server';

/**
 * With tracing on, a client span around every SQL statement (docs/decisions/observability.md): no
 * instrumentation exists for PGlite, and the pg one patches the module through a loader hook that an ESM
 * service would need at start; wrapping the clients' `query` (and PGlite's `exec` and transactions) covers
 * both drivers the same way, under whatever span is current (the request's). The statement's text is kept
 * (parameters, never values). Off, the original methods run untouched.
 */
type QueryFn = (...args: unknown[]) => unknown;
interface Queryable {
  query: QueryFn;
  exec?: QueryFn;
}

const statementOf = (arg: unknown): string =>
  typeof arg === 'string'
    ? arg
    : typeof arg === 'object' && arg !== null && 'text' in arg
      ? String(arg.text)
      : '';

const traced = (original: QueryFn): QueryFn =>
  function (this: unknown, ...args: unknown[]) {
    if (!tracingActive()) return original.apply(this, args);
    const text = statementOf(args[0]);
    const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
    const span = startClientSpan(`db ${verb}`, {
      'db.system.name': 'postgresql',
      'db.operation.name': verb,
      'db.query.text': text.slice(0, 2000),
    });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg's pool calls the client with a callback.
      args[last] = (error: unknown, ...rest: unknown[]) => {
        endSpan(span, error ?? undefined);
        return (callback as QueryFn)(error, ...rest);
      };
      return original.apply(this, args);
    }
    try {
      const result = original.apply(this, args);
      if (result instanceof Promise)
        return result.then(
          (value: unknown) => (endSpan(span), value),
          (error: unknown) => {
            endSpan(span, error);
            throw error;
          },
        );
      endSpan(span);
      return result;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
  };

/** Wraps one client's `query` (and `exec`) in place. */
export const traceQueries = <T extends Queryable>(client: T): T => {
  client.query = traced(client.query.bind(client));
  if (client.exec) client.exec = traced(client.exec.bind(client));
  return client;
};

/** PGlite: its own methods and those of each transaction it opens. */
export const tracePglite = <T extends Queryable & { transaction: QueryFn }>(client: T): T => {
  traceQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (work: unknown) =>
    transaction((tx: Queryable) => (work as (tx: Queryable) => unknown)(traceQueries(tx)));
  return client;
};
