import { useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DROPDOWN_MAX_ITEMS } from '@finx/domain';
import { formatDate } from '../../shared/format';

/** One unread item: its title, date and the address of its screen. */
export type DropdownItem = { id: string; title: string; date: string | null; to: string };

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
  const close = () => setAnchor(null);
  const shown = items.slice(0, DROPDOWN_MAX_ITEMS);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={count === null ? label : `${label} (${count} unread)`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
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
      {/* A popover with the title above the menu: a menu may hold only its items (and separators). */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
        data-testid={testIds.menu}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 2, py: 1 }}>
          {label}
        </Typography>
        <Divider />
        <MenuList id={menuId} aria-labelledby={titleId} autoFocusItem={Boolean(anchor)} variant="menu">
          {shown.length === 0 ? (
            <MenuItem disabled>
              <Typography variant="body2">{emptyText}</Typography>
            </MenuItem>
          ) : (
            shown.map((item) => (
              <MenuItem
                key={item.id}
                component={RouterLink}
                to={item.to}
                onClick={close}
                data-testid={`${testIds.menu}-item`}
              >
                <ListItemText
                  primary={item.title}
                  secondary={formatDate(item.date)}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </MenuItem>
            ))
          )}
          <Divider component="li" />
          <MenuItem
            component={RouterLink}
            to={viewAllTo}
            onClick={close}
            sx={{ justifyContent: 'center' }}
            data-testid={`${testIds.menu}-view-all`}
          >
            <Typography variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
              View All
            </Typography>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
