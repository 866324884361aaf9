import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { DROPDOWN_MAX_ITEMS } from '@finx/domain';
import type { DropdownItem } from './header-dropdown-menu';

export type { DropdownItem };

// The popover, its menu and the dates' formatting load on the first open (header-dropdown-menu.tsx).
const HeaderDropdownMenu = lazy(() => import('./header-dropdown-menu'));

type Props = {
  label: string;
  icon: ReactNode;
  /** Unread items; null until the header has answered (the badge keeps its place unseen, as in the
   * frame drawn before the scripts, which knows no one's counts). */
  count: number | null;
  items: readonly DropdownItem[];
  emptyText: string;
  /** The full list's screen (View All). */
  viewAllTo: string;
  testIds: { button: string; menu: string; count: string };
};

/**
 * Alerts and Messages dropdowns of the learner header (`001 §2`): the latest unread items, at most
 * DROPDOWN_MAX_ITEMS, each with its title and DD/MM/YYYY date and opening that item's screen, an
 * empty text, and a View All footer leading to the full list.
 */
export function HeaderDropdown({ label, icon, count, items, emptyText, viewAllTo, testIds }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const titleId = useId();
  // Mounted from the first open on, so later closes keep the popover's transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={count === null ? label : `${label} (${count} unread)`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setMenuWanted(true);
            setAnchor(event.currentTarget);
          }}
          data-testid={testIds.button}
        >
          <Badge
            badgeContent={count === null ? ' ' : <span data-testid={testIds.count}>{count}</span>}
            invisible={count === null}
            color="secondary"
            showZero
          >
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      {menuWanted && (
        <Suspense fallback={null}>
          <HeaderDropdownMenu
            label={label}
            anchor={anchor}
            close={close}
            menuId={menuId}
            titleId={titleId}
            shown={items.slice(0, DROPDOWN_MAX_ITEMS)}
            emptyText={emptyText}
            viewAllTo={viewAllTo}
            testIds={testIds}
          />
        </Suspense>
      )}
    </>
  );
}
