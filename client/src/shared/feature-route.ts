import type { ReactElement } from 'react';
import type { ApolloClient } from '@apollo/client';
import { RoleGroup, RoleId } from '@finx/domain';
import type { ConsoleMenuGroup, MenuIconLoader } from './menu-entry';

/**
 * The frame a screen is drawn in: `public` (its own page, no sign-in), the signed-in layouts of a role
 * (`learner`, `staff`, `college`), or `own` for a screen that chooses its frame from the viewer (the
 * learner's My Payment or the staff payment report at one address). Every frame but `public` needs a
 * session; a public screen that names its roles is guarded too.
 */
export type Frame = 'public' | 'learner' | 'staff' | 'college' | 'own';

/**
 * The sets of roles the route table of `001 §2` gives its screens, in the order its sections name them,
 * and the two that add SYSOPSADMIN to the system operations screens (`RoleGroup` in `@finx/domain`, the
 * same sets the server checks).
 */
export const RoleSet = {
  LEARNER: [RoleId.LEARNER],
  ADMIN: RoleGroup.ADMIN,
  OPS: [RoleId.OPS],
  ADMIN_OR_OPS: RoleGroup.ADMIN_OR_OPS,
  COLLEGE: [RoleId.COLLEGE],
  /** An admin-only screen of system operations (/roles, /audit-log, /userbulkupload, /send-mail). */
  ADMIN_OR_SYSOPS: RoleGroup.ADMIN_OR_SYSOPS,
  /** An admin-or-ops screen of system operations (/user-list, reports, alerts and messages). */
  STAFF_AND_SYSOPS: RoleGroup.STAFF_AND_SYSOPS,
} as const satisfies Record<string, readonly RoleId[]>;

/** A screen's entry in the staff and college sidebar (`001 §2` screen 11). */
export interface SidebarEntry {
  label: string;
  /** Loaded with the sidebar, so no page's first load carries the menus' icons. */
  icon: MenuIconLoader;
  /** Its group of the admin area; null: at the top, above the groups. */
  group: ConsoleMenuGroup | null;
  /**
   * Its place in its group, lowest first; each group counts in tens, so an entry goes between two
   * others without renumbering (feature-routes.test.tsx refuses two entries on one place).
   */
  order: number;
  /** Who sees it: the screen's roles when left out; a screen open to anyone names them here. */
  roles?: readonly RoleId[];
}

/** What a screen's or a frame's first queries are asked with: only queries, so the build can record them. */
export type ScreenDataClient = Pick<ApolloClient, 'query'>;

/** A screen's or a frame's first queries (`ScreenRoute.data`). */
export type ScreenData = (
  client: ScreenDataClient,
  params: Readonly<Record<string, string | undefined>>,
  /** The address's query string (filters, page), which a list's first query follows. */
  search: URLSearchParams,
) => Promise<unknown>;

/** One screen of a feature: everything the router, the guards and the sidebars know of it. */
export interface ScreenRoute {
  /** From `ClientPath`; matched case-insensitively, parameters and all (`/edit-job/:id`). */
  path: string;
  frame: Frame;
  /** A lazily loaded page, so each screen stays its own chunk. */
  element: ReactElement;
  /**
   * The roles allowed on it (the route table of `001 §2`, or this system's choice for a screen the
   * spec does not restrict); left out, anyone may open it (its frame may still ask for a session).
   */
  roles?: readonly RoleId[];
  /** Its link in the staff and college sidebar, if it has one. */
  menu?: SidebarEntry;
  /**
   * For a screen whose address ends in an id (`/edit-course/:id`): where its address without the id
   * leads, the list it is opened from, rather than the not-found page (issue 30 item 2).
   */
  withoutId?: string;
  /**
   * Starts the screen's first query when the app opens on its address, beside its code, once the viewer
   * is known to be allowed on it (app/route-preload.ts). The query must be the one the screen asks
   * first, with the same variables, so the screen finds it in flight or answered. The build records
   * these queries and the gateway answers them with the page (app/prerender/screen-queries.prerender.ts):
   * variables are built from the address's parameters as they are (strings), which it records as marks,
   * and from its query string, which it records empty (the gateway answers only a bare address).
   */
  data?: ScreenData;
}

/**
 * A sidebar entry of a screen the spec names but this system has not built: it answers 'Coming Soon...'
 * where it stands, and has no route.
 */
export interface ComingSoonRoute {
  comingSoon: SidebarEntry & { roles: readonly RoleId[] };
}

/** What a feature's `<feature>.routes.tsx` lists: its screens and any sidebar entry still to come. */
export type FeatureRoute = ScreenRoute | ComingSoonRoute;

export const isScreen = (route: FeatureRoute): route is ScreenRoute => 'path' in route;

/** The address of a screen without its trailing parameters: `/edit-job/:id` → `/edit-job`. */
export const addressWithoutId = (path: string): string => path.replace(/(\/:[^/]+)+$/, '');
