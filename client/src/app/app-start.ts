import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../graphql/apollo-client';
import { cacheFirstAtStart, readPageAnswers } from './page-answers';
import { startFromPageViewer } from './page-viewer';
import { preloadRoute } from './route-preload';

/** What the app draws with: its client, and when the page came with answers, their writing. */
export interface AppStart {
  client: ApolloClient;
  /** Settles once the page's answers are in the cache; null for a page without any. */
  written: Promise<void> | null;
}

/**
 * Lets the browser run what waits (a tap, a paint) before the next step: a task of its own. A message,
 * as React's scheduler uses, not a timer: a page opened in a background tab has its timers held to one a
 * second, and nested timers are clamped to 4 ms.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Readies the app's client from the page before the first render: the page's answers and viewer written
 * into the cache, the opened screen's code and data started (`preloadRoute`). Each step is a task of its
 * own (`between`): together, in the first render, they were one task of 80-90 ms on the development
 * machine (350 ms under Lighthouse's 4× slowdown), the first cache writes being the slowest, and a task
 * blocks the page for all it lasts beyond 50 ms.
 */
export async function startApp(
  between: () => Promise<void> = nextTask,
  page: Document = document,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<AppStart> {
  const answers = readPageAnswers(page);
  const answeredPage = answers.size > 0;
  const client = createApolloClient();
  if (answeredPage) cacheFirstAtStart(client);
  await between();
  // A drawn signed-in frame came with its viewer: the app starts from it, without asking first.
  startFromPageViewer(client, page);
  await between();
  // The opened screen's code and data start now, together, not one after another as it draws; the
  // data the page came with is written into the cache, not asked for again, before the app draws.
  const preloaded = preloadRoute(client, { pathname, search }, answers);
  await between();
  return { client, written: answeredPage ? preloaded : null };
}
