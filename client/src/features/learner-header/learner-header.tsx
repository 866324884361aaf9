import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import MailIcon from '@mui/icons-material/MailOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import LaunchIcon from '@mui/icons-material/Launch';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { ClientRoute, PRODUCT_NAME, Text } from '@finx/domain';
import { useLearnerHeaderQuery } from '../../graphql/generated/hooks';
import type { MenuEntry } from '../../shared/menu-entry';
import { useInboxFeed } from '../alerts/use-inbox-feed';
import { FeedbackButton } from '../feedback/feedback-button';
import { useSignOut } from '../identity/use-sign-out';
import { HeaderDropdown } from './header-dropdown';
import { mountsNarrow, mountsWide, shownBelow, shownFrom } from '../../shared/screen-width';
import {
  ACTIONS_IN_MENU_BELOW,
  LINKS_IN_MENU_BELOW,
  useLearnerLinks,
  useLearnerPlacement,
} from './learner-links';

const navSx = {
  color: 'inherit',
  px: 1.5,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  '&.active': { bgcolor: 'rgba(255,255,255,0.14)' },
} as const;

/** A link's label with its count badge; while the count loads the badge holds its place unseen. */
function LinkLabel({ entry }: { entry: MenuEntry }) {
  if (entry.count === undefined) return <>{entry.label}</>;
  const pending = entry.count === null;
  return (
    <Badge
      color="secondary"
      showZero
      invisible={pending}
      badgeContent={pending ? ' ' : <span data-testid={entry.countTestId}>{entry.count}</span>}
      slotProps={{ badge: { 'aria-hidden': pending || entry.countDescription !== undefined || undefined } }}
      sx={{ '& .MuiBadge-badge': { right: -10 } }}
    >
      {entry.label}
    </Badge>
  );
}

/** The header's row of links, one list item each; wide screens only (else they are in the side menu). */
function HeaderLinks({ links }: { links: readonly MenuEntry[] }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Box
      component="nav"
      aria-label="Learner"
      sx={{ flexGrow: 1, minWidth: 0, ...shownFrom(LINKS_IN_MENU_BELOW) }}
      data-testid="header-nav"
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {links.map((entry) => (
          <li key={entry.label}>
            {'to' in entry ? (
              <Button
                component={NavLink}
                to={entry.to}
                aria-description={entry.countDescription}
                onClick={entry.onSelect}
                sx={navSx}
                data-testid="menu-entry"
                data-kind="link"
              >
                <LinkLabel entry={entry} />
              </Button>
            ) : 'href' in entry ? (
              <Button
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<LaunchIcon fontSize="small" />}
                sx={navSx}
                data-testid="menu-entry"
                data-kind="external"
              >
                {entry.label}
              </Button>
            ) : (
              <Button
                onClick={() => enqueueSnackbar(Text.COMING_SOON, { variant: 'info' })}
                sx={navSx}
                data-testid="menu-entry"
                data-kind="coming-soon"
              >
                {entry.label}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

type Props = {
  onToggleMenu: () => void;
  /** Whether the side menu is open, for the hamburger's state. */
  menuOpen?: boolean;
};

/**
 * The learner header of `000 §2` / `001 §2`. Counts and the latest alerts and messages come from one
 * `learnerHeader` query, normalised by id, so cart or wishlist mutations elsewhere update the badges.
 * New alerts and messages arrive over the live feed (a subscription) into the same cache entries.
 * Alerts and Messages stay in the header at every width; the links, Feedback and Sign Out move into
 * the side menu where the header has no room for them (`useLearnerPlacement`).
 */
export function LearnerHeader({ onToggleMenu, menuOpen }: Props) {
  const { data } = useLearnerHeaderQuery();
  useInboxFeed();
  const { signOut, signingOut } = useSignOut();
  const links = useLearnerLinks();
  const { linksInMenu, actionsInMenu } = useLearnerPlacement();
  const header = data?.learnerHeader;

  return (
    <AppBar
      position="sticky"
      color="primary"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      // Whether the counts are in (the page's own, or the header query's answer), for the browser tests.
      data-testid="learner-header"
      data-counts={header ? 'loaded' : 'loading'}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle side menu"
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/studentDashboard"
          sx={{ color: 'inherit', textDecoration: 'none', mr: { xs: 0, lg: 2 } }}
        >
          {PRODUCT_NAME}
        </Typography>

        {/* Which of the two shows is CSS's choice, so the frame drawn at build time is right at any width. */}
        {mountsNarrow(linksInMenu) && <Box sx={{ flexGrow: 1, ...shownBelow(LINKS_IN_MENU_BELOW) }} />}
        {mountsWide(linksInMenu) && <HeaderLinks links={links} />}

        <HeaderDropdown
          label="Alerts"
          icon={<NotificationsIcon />}
          count={header ? header.alertCount : null}
          items={(header?.latestAlerts ?? []).map((alert) => ({
            id: alert.id,
            title: alert.alertName,
            date: alert.alertStartDateTime,
            to: ClientRoute.myAlerts(alert.id),
          }))}
          viewAllTo={ClientRoute.myAlerts()}
          emptyText={Text.NO_UNREAD_ALERT}
          testIds={{ button: 'alerts-button', menu: 'alerts-menu', count: 'header-alert-count' }}
        />
        <HeaderDropdown
          label="Messages"
          icon={<MailIcon />}
          count={header ? header.notificationCount : null}
          items={(header?.latestNotifications ?? []).map((message) => ({
            id: message.id,
            title: message.emailSubjectText,
            date: message.deliveryDate ?? message.lastAttemptDatetime,
            to: ClientRoute.notifications(message.id),
          }))}
          viewAllTo={ClientRoute.notifications()}
          emptyText={Text.NO_UNREAD_MESSAGE}
          testIds={{ button: 'messages-button', menu: 'messages-menu', count: 'header-message-count' }}
        />
        {mountsWide(actionsInMenu) && (
          // No box of its own (`contents`): the two buttons sit in the toolbar's row as before.
          <Box sx={shownFrom(ACTIONS_IN_MENU_BELOW, 'contents')}>
            <FeedbackButton />
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => void signOut()}
              disabled={signingOut}
              data-testid="sign-out"
              sx={{ ml: 1, flexShrink: 0 }}
            >
              Sign Out
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
