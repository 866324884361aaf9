import { ApolloClient, ApolloLink } from '@apollo/client';
import { Route, Routes, matchRoutes } from 'react-router-dom';
import type { PersonalScreen, PersonalScreenRequest } from '@finx/domain';
import { type ViewerQuery } from '../../graphql/generated/graphql';
import { ViewerDocument } from '../../graphql/generated/operations/Viewer';
import { createCache } from '../../graphql/apollo-client';
import { SCREEN_ROUTES } from '../feature-routes';
import { FRAME_DATA } from '../frame-layouts';
import { answering, answersOf } from '../page-answers';
import { drawnFrameBlock } from './drawn-frame';
import { drawInFrame } from './frame.prerender';

const MATCHABLE = SCREEN_ROUTES.map((route) => ({ path: route.path, screen: route }));

/**
 * Draws a signed-in screen for one person as the gateway sends it (issue 29): the role's frame with the
 * screen in it, filled from the answers to its first queries, the same answers the page carries for the
 * app (page-answers.ts). The screen's largest content (a course list, the cart's rows, a grid's first
 * page) then paints with the HTML, as the public pages' does, instead of after the scripts, the screen's
 * code and its data. Nothing is fetched here: a part whose query was not answered draws as it does before
 * its data comes, and the app fills it in. Null for an address this does not draw: not a signed-in
 * screen with its own first queries, or not the viewer's to open (the gateway then sends the build's
 * drawing).
 */
export async function renderPersonalScreen(
  request: PersonalScreenRequest<NonNullable<ViewerQuery['viewer']>>,
): Promise<PersonalScreen | null> {
  const location = new URL(request.url, 'http://finx.local');
  const match = matchRoutes(MATCHABLE, location.pathname)?.[0];
  const screen = match?.route.screen;
  if (!match || !screen?.data || screen.frame === 'public' || screen.frame === 'own') return null;
  const { viewer } = request;
  if (screen.roles !== undefined && !screen.roles.some((role) => role === viewer.roleId)) return null;

  // ssrMode: every query is read from the cache, whatever its fetch policy; the link sends nothing.
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  // Written as the query's answer would be, with its type's name (the generated types leave it out).
  const answer = { viewer: { ...viewer, __typename: 'Viewer' as const } };
  client.writeQuery({ query: ViewerDocument, data: answer });
  const asking = answering(client, answersOf(request.answers));
  const search = location.searchParams;
  // Writes each answered query into the cache; an unanswered one finds nothing and is left to the app.
  await Promise.allSettled([
    FRAME_DATA[screen.frame](asking, match.params, search),
    screen.data(asking, match.params, search),
  ]);
  const page = await drawInFrame(
    client,
    screen.frame,
    `${location.pathname}${location.search}`,
    <Routes>
      <Route path={screen.path} element={screen.element} />
    </Routes>,
  );
  return { boot: drawnFrameBlock({ html: page.html, roleId: viewer.roleId }), styles: page.styles };
}
