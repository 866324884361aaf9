import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { ClientPath, RoleId, landingRouteOf, roleNameOf } from '@finx/domain';
import { ViewerDocument, type ViewerQuery } from '../../graphql/generated/graphql';
import type { Frame } from '../../shared/feature-route';
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
 * The viewer the frame is drawn for: the role, and nothing of a person (no name, no e-mail, no ids), so
 * one drawn frame serves everyone of the role. The header leaves the name out while it is empty.
 */
const roleOnlyViewer = (roleId: number): NonNullable<ViewerQuery['viewer']> & { __typename: 'Viewer' } => ({
  __typename: 'Viewer',
  id: `role-${roleId}`,
  userId: 0,
  partyId: 0,
  email: '',
  userName: '',
  name: '',
  roleId,
  roleName: roleNameOf(roleId),
  landingRoute: landingRouteOf(roleId),
  forcePasswordChange: false,
});

/**
 * Draws a role's signed-in frame at build time (header, menu, a neutral skeleton where the screen goes:
 * client/build/boot-pages.plugin.ts), which the gateway sends to a browser whose session has that role
 * on any of the frame's screens, so the frame paints before any script arrives. The layout is the app's
 * own with the real theme and menus; the viewer is the role alone and no other query is answered, so
 * counts and names hold their places empty, as they do in the app until the answers come. Drawn at a
 * neutral address (`/`), so no menu entry is marked current.
 */
export async function renderFrame(roleId: number, frame: SignedInFrame): Promise<DrawnFrame> {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: ViewerDocument, data: { viewer: roleOnlyViewer(roleId) } });
  const Layout = FRAME_LAYOUTS[frame];
  const page = await prerenderWithStyles(
    <StaticRouter location={ClientPath.HOME}>
      <RouteTableContext.Provider value={ROUTE_TABLE}>
        <Layout>
          <FrameSkeleton />
        </Layout>
      </RouteTableContext.Provider>
    </StaticRouter>,
    client,
  );
  const paths = SCREEN_ROUTES.filter(
    (route) =>
      route.frame === frame && (route.roles === undefined || route.roles.some((role) => role === roleId)),
  ).map((route) => route.path);
  return { ...page, roleId, frame, paths: [...new Set(paths)] };
}
