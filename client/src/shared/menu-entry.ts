import type { ComponentType, LazyExoticComponent } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import type { RoleId } from '@finx/domain';

type SvgIconComponent = typeof SvgIcon;

/** An icon loaded when first drawn (`() => import('@mui/icons-material/...')`). */
export type MenuIconLoader = () => Promise<{ default: SvgIconComponent }>;

/** An icon drawn at once, or one loaded when first drawn (the side menu keeps its place meanwhile). */
export type MenuIcon = SvgIconComponent | LazyExoticComponent<ComponentType>;

/**
 * Where a menu entry goes. A menu links only to screens the router has; a screen the spec names but
 * that is not built yet is `comingSoon` and answers 'Coming Soon...' when chosen, so no entry ever
 * leads to the not-found page.
 */
export type MenuTarget = { to: string } | { href: string } | { comingSoon: true };

/** One entry of a header or side menu. */
export type MenuEntry = MenuTarget & {
  label: string;
  icon?: MenuIcon;
  /** A count badge (the learner's lists); null while it loads, drawn empty in its place. */
  count?: number | null;
  countTestId?: string;
  /**
   * Says what the count counts ('12 courses not enrolled in'). When given, the number is left out of the
   * entry's accessible name (the link stays 'Courses') and read as its description instead.
   */
  countDescription?: string;
  /** Runs on top of the navigation (the Videos info toast). */
  onSelect?: () => void;
};

/** The groups of the admin area (`001 §2` screen 11: masters, security, reports, learning management). */
export type ConsoleMenuGroup = 'masters' | 'security' | 'reports' | 'learningManagement';

export const CONSOLE_MENU_GROUPS: readonly { id: ConsoleMenuGroup; title: string }[] = [
  { id: 'masters', title: 'Masters' },
  { id: 'security', title: 'Security' },
  { id: 'reports', title: 'Reports' },
  { id: 'learningManagement', title: 'Learning Management' },
];

/** An entry of the staff or college sidebar: who sees it and under which group (none: at the top). */
export type ConsoleMenuEntry = MenuEntry & {
  roles: readonly RoleId[];
  group: ConsoleMenuGroup | null;
};

/** A titled (or untitled, at the top) block of a side menu. */
export type MenuSection = {
  id: string;
  title?: string;
  /** Opens and closes under its title (the learner's Reports group). */
  collapsible?: boolean;
  icon?: SvgIconComponent;
  entries: readonly MenuEntry[];
  /** Shown only below this width, by CSS (the learner's Explore: the header has those links when wide). */
  shownBelow?: Breakpoint;
};

/** The sections of a sidebar as one role sees them: its entries, by group, empty groups left out. */
export const sectionsFor = (entries: readonly ConsoleMenuEntry[], roleId: number): MenuSection[] => {
  const mine = entries.filter((entry) => (entry.roles as readonly number[]).includes(roleId));
  const top: MenuSection = { id: 'top', entries: mine.filter((entry) => entry.group === null) };
  const grouped = CONSOLE_MENU_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    entries: mine.filter((entry) => entry.group === group.id),
  }));
  return [top, ...grouped].filter((section) => section.entries.length > 0);
};
