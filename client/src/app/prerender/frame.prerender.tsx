import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Navigate, Route, Routes, StaticRouter, matchRoutes } from 'react-router-dom';
import { ClientPath, RoleId, VIEWER_MARKS, landingRouteOf, roleNameOf } from '@finx/domain';
import { type ViewerQuery } from '../../graphql/generated/graphql';
import { ViewerDocument } from '../../graphql/generated/operations/Viewer';
import type { Frame, ScreenRoute } from '../../shared/feature-route';
import { RouteTableContext } from '../../shared/route-table';
import { ROUTE_TABLE, SCREEN_ROUTES } from '../feature-routes';
import { FRAME_LAYOUTS } from '../frame-layouts';
import { FrameSkeleton } from './frame-skeleton';
import { prerenderWithStyles, type PrerenderedPage } from './prerender-html';

type SignedInFrame = keyof typeof FRAME_LAYOUTS;

export interface DrawnFrame extends PrerenderedPage {
  roleId: number;
  frame: SignedInFrame;
  /** The screens of the frame this role may open (route patterns, `/my-learning/:id`). */
  paths: string[];
  /** The screen drawn in the frame (its path), or undefined for the neutral skeleton. */
  screen?: string;
}

const isSignedInFrame = (frame: Frame): frame is SignedInFrame => frame in FRAME_LAYOUTS;

/** The frame a role's screens are drawn in: the frame of its landing screen. */
const frameOfRole = (roleId: number): Frame | undefined =>
  matchRoutes(
    SCREEN_ROUTES.map((route) => ({ path: route.path, frame: route.frame })),
    landingRouteOf(roleId),
  )?.[0]?.route.frame;

/** Every role whose landing screen is in a signed-in frame, each with that frame. */
export const FRAMED_ROLES: readonly { roleId: number; frame: SignedInFrame }[] = Object.values(
  RoleId,
).flatMap((roleId) => {
  const frame = frameOfRole(roleId);
  return frame !== undefined && isSignedInFrame(frame) ? [{ roleId, frame }] : [];
});

/**
 * The viewer the frame is drawn for: the role, and marks where the person's name and e-mail go
 * (`VIEWER_MARKS`, which the gateway fills in from the session per request); no ids, so one drawn frame
 * serves everyone of the role.
 */
const roleOnlyViewer = (roleId: number): NonNullable<ViewerQuery['viewer']> & { __typename: 'Viewer' } => ({
  __typename: 'Viewer',
  id: `role-${roleId}`,
  userId: 0,
  partyId: 0,
  email: VIEWER_MARKS.email,
  userName: '',
  name: VIEWER_MARKS.name,
  roleId,
  roleName: roleNameOf(roleId),
  landingRoute: landingRouteOf(roleId),
  forcePasswordChange: false,
});

/** The screens of `frame` a role may open (route patterns, `/my-learning/:id`). */
export const screensOf = (roleId: number, frame: SignedInFrame): ScreenRoute[] =>
  SCREEN_ROUTES.filter(
    (route) =>
      route.frame === frame && (route.roles === undefined || route.roles.some((role) => role === roleId)),
  );

/** A client that answers the viewer query with the role's viewer, and nothing else. */
const roleOnlyClient = (roleId: number) => {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: ViewerDocument, data: { viewer: roleOnlyViewer(roleId) } });
  return client;
};

/** A screen (or the skeleton) drawn in a frame's layout at `location`, with what `client` holds. */
export const drawInFrame = (
  client: ApolloClient,
  frame: SignedInFrame,
  location: string,
  screen: ReactNode,
) => {
  const Layout = FRAME_LAYOUTS[frame];
  return prerenderWithStyles(
    <StaticRouter location={location}>
      <RouteTableContext.Provider value={ROUTE_TABLE}>
        <Layout>{screen}</Layout>
      </RouteTableContext.Provider>
    </StaticRouter>,
    client,
  );
};

/**
 * Draws a role's signed-in frame at build time (header, menu, a neutral skeleton where the screen goes:
 * client/build/boot-pages.plugin.ts), which the gateway sends to a browser whose session has that role
 * on a screen of the frame that has no drawing of its own (`renderScreenFrame`). The layout is the app's
 * own with the real theme and menus; the viewer is the role with marks for the name and e-mail (the
 * gateway fills them in) and no other query is answered, so counts hold their places empty, as they do
 * in the app until the answers come. Drawn at a neutral address (`/`), so no menu entry is marked
 * current.
 */
export async function renderFrame(roleId: number, frame: SignedInFrame): Promise<DrawnFrame> {
  const page = await drawInFrame(roleOnlyClient(roleId), frame, ClientPath.HOME, <FrameSkeleton />);
  const paths = screensOf(roleId, frame).map((route) => route.path);
  return { ...page, roleId, frame, paths: [...new Set(paths)] };
}

/** Wraps the drawn screen without changing the layout, to tell whether it drew anything. */
const SCREEN_MARK = 'data-boot-screen';
const EMPTY_SCREEN = new RegExp(`<div ${SCREEN_MARK}=""[^>]*></div>`);

/**
 * The frame with one screen drawn in it as the app first draws it, before any of its data has come: its
 * title, its static words and the skeletons of its own size (the role's viewer alone is known, with the
 * marks of `renderFrame`). The largest words of a screen are often in that state (the dashboard's
 * banner, a list's search label), so they paint with the HTML instead of after the scripts. Null when the screen
 * draws nothing at its bare address (the payment steps redirect without their order's query): it gets
 * the neutral frame. Throws when it cannot be drawn outside a browser (it reads `window` as it renders).
 */
export async function renderScreenFrame(
  roleId: number,
  frame: SignedInFrame,
  screen: ScreenRoute,
): Promise<DrawnFrame | null> {
  const page = await drawInFrame(
    roleOnlyClient(roleId),
    frame,
    screen.path,
    <div {...{ [SCREEN_MARK]: '' }} style={{ display: 'contents' }}>
      <Routes>
        <Route path={screen.path} element={screen.element} />
      </Routes>
    </div>,
  );
  if (EMPTY_SCREEN.test(page.html)) return null;
  return { ...page, roleId, frame, paths: [screen.path], screen: screen.path };
}

/**
 * The screens of each framed role to draw with `renderScreenFrame`: not one whose address has
 * parameters (its first state depends on them: an id the build cannot know), nor a redirect.
 */
export const FRAMED_SCREENS: readonly { roleId: number; frame: SignedInFrame; screen: ScreenRoute }[] =
  FRAMED_ROLES.flatMap(({ roleId, frame }) =>
    screensOf(roleId, frame)
      .filter((screen) => !screen.path.includes(':') && screen.element.type !== Navigate)
      .map((screen) => ({ roleId, frame, screen })),
  );
