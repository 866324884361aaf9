import type { ApolloClient } from '@apollo/client';
import { matchRoutes } from 'react-router-dom';
import { ViewerDocument } from '../graphql/generated/operations/Viewer';
import type { Frame, ScreenRoute } from '../shared/feature-route';
import { preloadOf } from '../shared/lazy-page';
import { SCREEN_ROUTES } from './feature-routes';
import { FRAME_LAYOUTS } from './frame-layouts';

/** What a frame asks for on every screen besides the viewer: the learner header's counts. */
const FRAME_DATA: Partial<Record<Frame, (client: ApolloClient) => Promise<unknown>>> = {
  learner: async (client) => {
    const { LearnerHeaderDocument } = await import('../graphql/generated/operations/LearnerHeader');
    return client.query({ query: LearnerHeaderDocument });
  },
};

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
 * Failures are left to the screens, which ask again and show them as they always did.
 */
export function preloadRoute(client: ApolloClient, pathname: string): void {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  if (!match) return;
  const { screen } = match.route;
  if (screen.frame === 'public' && screen.roles === undefined) return;
  if (screen.frame !== 'public' && screen.frame !== 'own') quietly(FRAME_LAYOUTS[screen.frame].preload());
  quietly(preloadOf(screen.element)?.());
  const frameData = FRAME_DATA[screen.frame];
  quietly(
    client.query({ query: ViewerDocument }).then(({ data }) => {
      if (!allowed(screen, data?.viewer?.roleId)) return;
      quietly(frameData?.(client));
      quietly(screen.data?.(client, match.params));
    }),
  );
}
