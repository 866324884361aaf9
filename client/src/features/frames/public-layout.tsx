import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { ROADMAP_ROUTE } from '../roadmap/roadmap-route';
import { FAQ_ROUTE } from '../../shared/site-links';
import { SiteFooter } from './site-footer';

/**
 * Frame of the public screens (static pages, and not-found or access-denied for visitors): the brand
 * home, the CFX roadmap and FAQ, a way in (Login, or the dashboard for someone signed in), the page
 * and the site footer. Renders `children` when given, else the matched child route.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { data, loading } = useViewerQuery();
  const viewer = data?.viewer;
  // Until the session is known the way in keeps its place unseen, so a signed-in visitor is not shown
  // Login before Dashboard (nor is a prerendered page, drawn before anyone is known).
  const wayIn = { visibility: loading && !data ? 'hidden' : 'visible' } as const;
  // As in the signed-in frames: which screen has been drawn, for browser tests.
  const { pathname } = useLocation();
  return (
    <Box
      data-layout="public"
      data-pathname={pathname}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}
    >
      <AppBar position="static" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            variant="h6"
            color="primary"
            sx={{ mr: 'auto' }}
          >
            {PRODUCT_NAME}
          </Link>
          <Box
            component="nav"
            aria-label="Public"
            sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}
            data-testid="public-nav"
          >
            <Button component={RouterLink} to={ROADMAP_ROUTE} color="primary">
              CFX Roadmap
            </Button>
            <Button component={RouterLink} to={FAQ_ROUTE} color="primary">
              FAQ
            </Button>
          </Box>
          {viewer ? (
            <Button
              component={RouterLink}
              to={viewer.landingRoute}
              variant="contained"
              sx={wayIn}
              data-testid="public-enter"
            >
              Dashboard
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              sx={wayIn}
              data-testid="public-enter"
            >
              Login
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
