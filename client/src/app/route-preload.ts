import type { ApolloClient } from '@apollo/client';
import { matchRoutes } from 'react-router-dom';
import { ViewerDocument } from '../graphql/generated/operations/Viewer';
import type { ScreenRoute } from '../shared/feature-route';
import { preloadOf } from '../shared/lazy-page';
import { SCREEN_ROUTES } from './feature-routes';
import { FRAME_DATA, FRAME_LAYOUTS } from './frame-layouts';
import { answering } from './page-answers';

const MATCHABLE = SCREEN_ROUTES.map((route) => ({ path: route.path, screen: route }));

const quietly = (started: Promise<unknown> | undefined) => void started?.catch(() => undefined);

const allowed = (screen: ScreenRoute, roleId: number | undefined) =>
  roleId !== undefined && (screen.roles === undefined || screen.roles.some((role) => role === roleId));

/**
 * The route's code and data start together (issue 29 item 2). When the app opens on a signed-in
 * screen, this starts at once, in parallel: the viewer query, the frame's layout chunk, the screen's
 * chunk, and, as soon as the viewer says the screen is theirs, the frame's and the screen's first
 * queries. Without it each waited for the one before (viewer, then layout, then screen, then its query).
 * The screens' own hooks find the same queries in flight (Apollo deduplicates them) or in the cache.
 * Those the page came with answers to (`answers`, page-answers.ts) do not go out at all.
 * Failures are left to the screens, which ask again and show them as they always did.
 *
 * Settles when the page's answers are all in the cache (or the frame's and screen's queries have
 * settled, or the viewer may not see the screen, or after `ANSWERS_WAIT_MS`): the app draws once they are.
 */
export function preloadRoute(
  client: ApolloClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  answers: Map<string, unknown> = new Map(),
): Promise<void> {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  if (!match) return Promise.resolve();
  const { screen } = match.route;
  if (screen.frame === 'public' && screen.roles === undefined) return Promise.resolve();
  const framed = screen.frame !== 'public' && screen.frame !== 'own' ? screen.frame : undefined;
  if (framed) quietly(FRAME_LAYOUTS[framed].preload());
  quietly(preloadOf(screen.element)?.());
  const frameData = framed && FRAME_DATA[framed];
  return new Promise<void>((settle) => {
    const written = () => {
      if (answers.size === 0) settle();
    };
    written();
    setTimeout(settle, ANSWERS_WAIT_MS);
    client
      .query({ query: ViewerDocument })
      .then(({ data }) => {
        if (!allowed(screen, data?.viewer?.roleId)) return;
        const asking = answering(client, answers, written);
        const query = new URLSearchParams(search);
        return Promise.allSettled([
          frameData?.(asking, match.params, query),
          screen.data?.(asking, match.params, query),
        ]);
      })
      .catch(() => undefined)
      .finally(() => settle());
  });
}

/** The longest the app waits for the page's answers to be written before it draws anyway. */
export const ANSWERS_WAIT_MS = 1_500;
