import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../../app/site-footer';
import { LearnerHeader } from './learner-header';
import { LearnerSideMenu } from './learner-side-menu';
import { ReturnToTop } from './return-to-top';

/** Frame of every learner screen: header, side menu, page, footer, return-to-top. */
/** Renders `children` when given (a route that picks its layout itself), else the matched child route. */
export default function LearnerLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  // Open by default on wide screens only; `null` means "follow the screen size" until toggled.
  const [menuChoice, setMenuChoice] = useState<boolean | null>(null);
  const menuOpen = menuChoice ?? wide;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LearnerHeader onToggleMenu={() => setMenuChoice(!menuOpen)} />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <LearnerSideMenu open={menuOpen} onNavigate={wide ? undefined : () => setMenuChoice(false)} />
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          {children ?? <Outlet />}
        </Box>
      </Box>
      <SiteFooter />
      <ReturnToTop />
    </Box>
  );
}
