import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { SiteFooter } from '../../app/site-footer';
import { useSignOut } from './use-sign-out';

/** Header and frame for the admin, operations and college screens. */
/** Renders `children` when given (a route that picks its layout itself), else the matched child route. */
export default function StaffLayout({ children }: { children?: ReactNode }) {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  const { signOut, signingOut } = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to={viewer?.landingRoute ?? '/'}
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            {PRODUCT_NAME}
          </Typography>
          {viewer && (
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
          >
            Sign Out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
