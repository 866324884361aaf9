import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isScreen, type FeatureRoute } from './feature-route';
import type { ConsoleMenuEntry } from './menu-entry';

/**
 * What the app knows of its screens beyond drawing them, derived once from the features' route list
 * (`app/feature-routes.ts`) and handed down by the shell: the guards, the error handling and the
 * sidebars sit on floors under app/, so they read it here instead of importing the list.
 */
export interface RouteTable {
  /** The roles allowed on an address, or null when anyone may open it. */
  rolesFor: (pathname: string) => readonly number[] | null;
  /** The staff and college sidebar, in order; each viewer sees the entries of their role. */
  consoleMenu: readonly ConsoleMenuEntry[];
}

type RoleRoute = RouteObject & { roles: readonly number[] | null };

/**
 * The role table of the screens: an address gets the roles of the screen the router would draw for it,
 * matched as the router matches (case-insensitively, by path pattern, the most specific first).
 */
export const rolesLookupOf = (routes: readonly FeatureRoute[]): RouteTable['rolesFor'] => {
  const screens: RoleRoute[] = routes
    .filter(isScreen)
    .map((route) => ({ path: route.path, caseSensitive: false, roles: route.roles ?? null }));
  return (pathname) => matchRoutes(screens, pathname)?.[0]?.route.roles ?? null;
};

export const RouteTableContext = createContext<RouteTable | null>(null);

/** The route table the app shell provides (`AppRoutes`; `renderWithProviders` in tests). */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  // Without it every guard would read each screen as public: fail loudly rather than open them.
  if (!table) throw new Error('No RouteTableContext: render under AppRoutes (or renderWithProviders).');
  return table;
}
