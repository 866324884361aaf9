import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  PERSONAL_SCREEN_ENTRY,
  type PersonalScreen,
  type PersonalScreenRequest,
  type RenderPersonalScreen,
} from '@finx/domain';
import type { toViewer } from '../modules/shared/caller';

/** What the gateway asks the client build's server entry: one person's screen, or null. */
export type DrawPersonalScreen = (
  request: PersonalScreenRequest<ReturnType<typeof toViewer>>,
) => Promise<PersonalScreen | null>;

/**
 * How long a page waits for its screen to be drawn: past it, it is sent with the build's drawing, and
 * the app draws the screen as it would without one.
 */
export const DRAW_BUDGET_MS = 1_000;

/**
 * The client build's server entry (`dist-server/personal-screen.mjs`, beside its `dist/`), loaded the
 * first time a page needs it (it holds the whole app: loading it costs the first page, not the start),
 * or undefined for a build without one. A drawing that fails or overruns `budgetMs` answers null and is
 * logged: the page goes out with the build's drawing, which the app replaces as it always has.
 */
export function personalScreens(
  serverDir: string,
  log: FastifyBaseLogger,
  budgetMs = DRAW_BUDGET_MS,
): DrawPersonalScreen | undefined {
  const entry = join(serverDir, PERSONAL_SCREEN_ENTRY);
  if (!existsSync(entry)) return undefined;
  let loading: Promise<RenderPersonalScreen> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(entry).href).then(
      (module: { renderPersonalScreen: RenderPersonalScreen }) => module.renderPersonalScreen,
    );
    return loading;
  };
  return async (request) => {
    const overrun = new AbortController();
    try {
      const render = await load();
      const budget = delay(budgetMs, null, { ref: false, signal: overrun.signal });
      return await Promise.race([render(request), budget]);
    } catch (error) {
      if (!overrun.signal.aborted) log.warn({ err: error, url: request.url }, 'a screen could not be drawn');
      return null;
    } finally {
      overrun.abort();
    }
  };
}
