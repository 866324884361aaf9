import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { useSignOut } from '../identity/use-sign-out';
import { sectionsFor } from '../../shared/menu-entry';
import { useRouteTable } from '../../shared/route-table';
import { SideNav } from '../../shared/side-nav';
import { SidebarFrame, type MenuControl } from './sidebar-frame';

type Props = {
  /** Names the area in the header and the menu's landmark ("Admin", "College"). */
  area: string;
  layout: 'staff' | 'college';
  children: ReactNode;
};

function ConsoleHeader({ area, menu }: { area: string; menu: MenuControl }) {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  const { signOut, signingOut } = useSignOut();
  return (
    <AppBar position="sticky" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle menu"
          aria-expanded={menu.open}
          onClick={menu.toggle}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to={viewer?.landingRoute ?? '/'}
          sx={{ color: 'inherit', textDecoration: 'none' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Typography
          variant="caption"
          sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.14)', fontWeight: 600 }}
        >
          {area}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {/* The frames drawn at build time hold a mark here that the gateway fills with the name. */}
        {viewer?.name && (
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.85 }}>
            {viewer.name} · {viewer.roleName}
          </Typography>
        )}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          disabled={signingOut}
          data-testid="sign-out"
          sx={{ flexShrink: 0 }}
        >
          Sign Out
        </Button>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The admin header and sidebar of `001 §2` screen 11, shared by the staff (admin, ops) and college
 * layouts: the menu (made from the features' screens) shows the entries of the viewer's role, grouped;
 * on phones it is a drawer.
 */
export function ConsoleLayout({ area, layout, children }: Props) {
  const { data } = useViewerQuery();
  const sections = sectionsFor(useRouteTable().consoleMenu, data?.viewer?.roleId ?? -1);
  return (
    <SidebarFrame
      layout={layout}
      // Wide reports want the room: the menu can be put away on a laptop too.
      togglableWhenWide
      header={(menu) => <ConsoleHeader area={area} menu={menu} />}
      sidebar={(close) => (
        <SideNav label={`${area} menu`} sections={sections} onNavigate={close} testId="side-nav" />
      )}
    >
      {children}
    </SidebarFrame>
  );
}
