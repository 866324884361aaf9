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
import { useSnackbar } from 'notistack';
import { PRODUCT_NAME, Text } from '@finx/domain';
import { useLearnerHeaderQuery } from '../../graphql/generated/hooks';
import { FeedbackButton } from '../feedback/feedback-button';
import { useSignOut } from '../identity/use-sign-out';
import { ENTREPRENEURSHIP_URL } from '../../shared/site-links';
import { HeaderDropdown } from './header-dropdown';

type NavItem = { label: string; to: string; count?: number; countTestId?: string; onClick?: () => void };

const navSx = {
  color: 'inherit',
  px: 1.5,
  borderRadius: 2,
  '&.active': { bgcolor: 'rgba(255,255,255,0.14)' },
} as const;

/**
 * The learner header of `000 §2` / `001 §2`. Counts and the latest alerts and messages come from one
 * `learnerHeader` query, normalised by id, so cart or wishlist mutations elsewhere update the badges.
 */
export function LearnerHeader({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useLearnerHeaderQuery();
  const { signOut, signingOut } = useSignOut();
  const header = data?.learnerHeader;

  const nav: NavItem[] = [
    {
      label: 'Videos',
      to: '/videos',
      onClick: () => enqueueSnackbar(Text.VIDEOS_TOAST, { variant: 'info' }),
    },
    { label: 'Courses', to: '/courses' },
    // Jobs has no count in the API yet, so the link shows without a badge.
    { label: 'Jobs', to: '/jobs' },
    {
      label: 'Wishlist',
      to: '/mywishlist',
      count: header?.wishlistCount ?? 0,
      countTestId: 'header-wishlist-count',
    },
    { label: 'Cart', to: '/mycart', count: header?.cartCount ?? 0, countTestId: 'header-cart-count' },
  ];

  return (
    <AppBar position="sticky" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Toggle side menu" onClick={onToggleMenu}>
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/studentDashboard"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 2 }}
        >
          {PRODUCT_NAME}
        </Typography>

        <Box
          component="nav"
          aria-label="Learner"
          sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
        >
          {nav.map((item) => (
            <Button key={item.to} component={NavLink} to={item.to} onClick={item.onClick} sx={navSx}>
              {item.countTestId ? (
                <Badge
                  color="secondary"
                  showZero
                  badgeContent={<span data-testid={item.countTestId}>{item.count}</span>}
                  sx={{ '& .MuiBadge-badge': { right: -10 } }}
                >
                  {item.label}
                </Badge>
              ) : (
                item.label
              )}
            </Button>
          ))}
          <Button
            href={ENTREPRENEURSHIP_URL}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<LaunchIcon fontSize="small" />}
            sx={navSx}
          >
            Entrepreneurship
          </Button>
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />

        <HeaderDropdown
          label="Alerts"
          icon={<NotificationsIcon />}
          count={header?.alertCount ?? 0}
          items={(header?.latestAlerts ?? []).map((alert) => ({
            id: alert.id,
            title: alert.alertName,
            date: alert.alertStartDateTime,
          }))}
          emptyText={Text.NO_UNREAD_ALERT}
          viewAllTo="/myalerts"
          testIds={{ button: 'alerts-button', menu: 'alerts-menu', count: 'header-alert-count' }}
        />
        <HeaderDropdown
          label="Messages"
          icon={<MailIcon />}
          count={header?.notificationCount ?? 0}
          items={(header?.latestNotifications ?? []).map((message) => ({
            id: message.id,
            title: message.emailSubjectText,
            date: message.deliveryDate ?? message.lastAttemptDatetime,
          }))}
          emptyText={Text.NO_UNREAD_MESSAGE}
          viewAllTo="/notification"
          testIds={{ button: 'messages-button', menu: 'messages-menu', count: 'header-message-count' }}
        />
        <FeedbackButton />
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          disabled={signingOut}
          data-testid="sign-out"
          sx={{ ml: 1 }}
        >
          Sign Out
        </Button>
      </Toolbar>
    </AppBar>
  );
}
