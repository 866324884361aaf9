import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../shared/format';

/** One unread item: its title, date and the address of its screen. */
export type DropdownItem = { id: string; title: string; date: string | null; to: string };

type Props = {
  label: string;
  anchor: HTMLElement | null;
  close: () => void;
  menuId: string;
  titleId: string;
  /** The items to list, at most DROPDOWN_MAX_ITEMS. */
  shown: readonly DropdownItem[];
  emptyText: string;
  viewAllTo: string;
  testIds: { menu: string };
};

/**
 * The opened dropdown of `header-dropdown.tsx`: its own chunk, loaded on the first click, since the
 * header is on every learner screen and the menu is opened on few visits.
 */
export default function HeaderDropdownMenu({
  label,
  anchor,
  close,
  menuId,
  titleId,
  shown,
  emptyText,
  viewAllTo,
  testIds,
}: Props) {
  return (
    <>
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
