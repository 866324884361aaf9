import { use, type ReactNode } from 'react';
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { PAGE_ANSWERS_ID, type PageAnswer } from '@finx/domain';
import type { ScreenDataClient } from '../shared/feature-route';

type Variables = Record<string, unknown> | undefined;

/** Variables as one text whatever their keys' order, so the gateway's and the screen's meet. */
const keyOf = (operationName: string, variables: Variables): string =>
  `${operationName}:${JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? // Code-unit order: localeCompare would start the browser's ICU data on the page's load (money.ts).
        Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;

/** A document's operation's name. */
export const operationNameOf = (query: DocumentNode): string | undefined =>
  query.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )?.name?.value;

/**
 * The answers the gateway sent with a drawn signed-in frame (its data block, `PAGE_ANSWERS_ID`): the
 * screen's and the frame's first queries, answered for this session as the page was sent. Each is used
 * once, when the route's preload asks its query (`answering`): written into the cache, the screen's first
 * drawing holds its data instead of a skeleton that waits for a round trip. A page without the block asks
 * as before.
 */
export function readPageAnswers(page: Document = document): Map<string, unknown> {
  const block = page.getElementById(PAGE_ANSWERS_ID);
  const text = block?.textContent;
  block?.remove();
  if (!text) return new Map();
  try {
    return answersOf(JSON.parse(text) as PageAnswer[]);
  } catch {
    // An unreadable block: the screens ask as they would without one.
    return new Map();
  }
}

/** The answers by query and variables, as `answering` looks them up. */
export const answersOf = (answers: readonly PageAnswer[]): Map<string, unknown> =>
  new Map(answers.map((answer) => [keyOf(answer.operationName, answer.variables), answer.data]));

/**
 * The client a route's `data` asks through: a query the page came with an answer for is written into
 * the cache first, so the query (cache-first) and the screen's hook find it there; any other goes out.
 */
export const answering = (
  client: ApolloClient,
  answers: Map<string, unknown>,
  /** Called after each answer is written. */
  onWritten: () => void = () => undefined,
): ScreenDataClient => ({
  query<TData, TVariables extends OperationVariables>(options: ApolloClient.QueryOptions<TData, TVariables>) {
    const name = operationNameOf(options.query);
    const key = name === undefined ? undefined : keyOf(name, options.variables);
    if (key !== undefined && answers.has(key)) {
      // The gateway answered this very document (the build recorded it from it): written as it came.
      client.writeQuery<unknown, OperationVariables>({
        query: options.query,
        variables: options.variables,
        data: answers.get(key),
      });
      answers.delete(key);
      onWritten();
    }
    return client.query(options);
  },
});

/**
 * Draws its children once `written` has settled: the page's answers are in the cache, so the app's first
 * render holds them all, and none lands in the middle of it (`useSyncExternalStore`, under Apollo's
 * hooks, draws the whole page again at once, in one long task, when a store changes during a render
 * that yields). Under a Suspense boundary whose fallback keeps the drawn page up.
 */
export function AnswersWritten({ written, children }: { written: Promise<void>; children: ReactNode }) {
  use(written);
  return children;
}

/** How long, at most, an answered page's queries are read from the cache first (`cacheFirstAtStart`). */
export const ANSWERED_PAGE_CACHE_MS = 3_000;

/**
 * For a page that came with answers: for a moment its queries are read from the cache whatever their
 * fetch policy (Apollo's `prioritizeCacheValues`, its server-render delay), so a screen's
 * `cache-and-network` hook does not send again, and have answered in the middle of the first render, what
 * the page has just brought. It ends at the person's first tap or key, before anything they do can ask
 * for fresh data (a refetch after a change), or after `ANSWERED_PAGE_CACHE_MS`.
 */
export function cacheFirstAtStart(client: ApolloClient, target: EventTarget = window): void {
  client.prioritizeCacheValues = true;
  const events = ['pointerdown', 'keydown'] as const;
  const end = () => {
    client.prioritizeCacheValues = false;
    clearTimeout(timer);
    for (const type of events) target.removeEventListener(type, end, { capture: true });
  };
  const timer = setTimeout(end, ANSWERED_PAGE_CACHE_MS);
  for (const type of events) target.addEventListener(type, end, { capture: true });
}
