import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import WebSocket from 'ws';

const SETTLE_MS = 250;

/** One live subscription over a real WebSocket, as a browser opens it (the session cookie on the upgrade). */
export interface LiveSubscription<TData> {
  /** The next event, or a rejection when none arrives in time or the server ends the subscription. */
  next(timeoutMs?: number): Promise<TData>;
  /** Resolves with the close code once the server refuses or ends the connection. */
  closed: Promise<number>;
  /** Ends this subscription alone (graphql-ws `complete`), as a browser does when its component goes. */
  unsubscribe(): void;
  close(): Promise<void>;
}

export interface SubscribeOptions<TVariables = Record<string, never>> {
  cookies?: ReadonlyMap<string, string>;
  headers?: Record<string, string>;
  variables?: TVariables;
}

/**
 * Subscribes through graphql-ws in node. The cookie jar of a harness browser (`stack.cookiesOf`) signs
 * the connection in; without one the connection is anonymous.
 */
export function subscribe<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  gatewayUrl: string,
  document: TypedDocumentNode<TData, TVariables>,
  options: SubscribeOptions<TVariables> = {},
): Promise<LiveSubscription<TData>> {
  const cookie = [...(options.cookies ?? new Map())].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = { ...options.headers, ...(cookie ? { cookie } : {}) };
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const queue: TData[] = [];
  const waiting: { resolve: (value: TData) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };

  return new Promise((resolveSubscription) => {
    let connected = false;
    const client: Client = createClient({
      url: gatewayUrl.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: false,
      // A refused connection is a result these tests read from `closed`, not an error to print.
      onNonLazyError: () => {},
      on: {
        connected: () => {
          connected = true;
          // graphql-ws does not acknowledge a subscribe; give the server a moment to register it, so
          // an event the test causes next is not sent before anyone listens.
          setTimeout(() => resolveSubscription(live), SETTLE_MS);
        },
        closed: (event) => {
          const code = (event as { code?: number }).code ?? 0;
          closedWith(code);
          fail(new Error(`connection closed (${code})`));
          // A refused connection never connects: the caller still gets the handle to read `closed`.
          if (!connected) resolveSubscription(live);
        },
      },
    });
    const unsubscribe = client.subscribe<TData>(
      { query: print(document), ...(options.variables ? { variables: options.variables } : {}) },
      {
        next: (value) => {
          if (value.errors?.length) return fail(new Error(value.errors.map((e) => e.message).join('; ')));
          const data = value.data as TData;
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(data);
          else queue.push(data);
        },
        error: (error) => fail(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => fail(new Error('subscription completed')),
      },
    );
    const live: LiveSubscription<TData> = {
      next: (timeoutMs = 5000) => {
        const queued = queue.shift();
        if (queued !== undefined) return Promise.resolve(queued);
        if (failure) return Promise.reject(failure);
        return new Promise<TData>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
          waiting.push({
            resolve: (value) => {
              clearTimeout(timer);
              resolve(value);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
        });
      },
      closed,
      unsubscribe,
      close: async () => {
        await client.dispose();
      },
    };
  });
}
