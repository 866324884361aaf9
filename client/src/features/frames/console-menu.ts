import { lazy } from 'react';
import { isScreen, type FeatureRoute, type SidebarEntry } from '../../shared/feature-route';
import type { ConsoleMenuEntry, MenuTarget } from '../../shared/menu-entry';

/** A screen's address as a menu links it: its optional parameters left out (/CfxAssessmentReport). */
const linkOf = (path: string): string => path.replace(/\/:[^/]+\?/g, '');

type Placed = { order: number; entry: ConsoleMenuEntry };

const placed = (entry: SidebarEntry, target: MenuTarget, roles: ConsoleMenuEntry['roles']): Placed => ({
  order: entry.order,
  entry: { ...target, label: entry.label, icon: lazy(entry.icon), roles, group: entry.group },
});

/**
 * The staff and college sidebar (`001 §2` screen 11), made from the features' screens: every screen
 * that declares a `menu` entry, plus the entries the spec marks 'Coming Soon...', each seen by its roles
 * (the screen's unless the entry names its own) and placed by its group and order.
 */
export const consoleMenuOf = (routes: readonly FeatureRoute[]): ConsoleMenuEntry[] =>
  routes
    .flatMap((route) => {
      if (!isScreen(route)) return [placed(route.comingSoon, { comingSoon: true }, route.comingSoon.roles)];
      if (!route.menu) return [];
      return [placed(route.menu, { to: linkOf(route.path) }, route.menu.roles ?? route.roles ?? [])];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
