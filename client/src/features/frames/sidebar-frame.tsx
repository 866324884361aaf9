import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@finx/domain';
import { mountsNarrow, mountsWide, shownFrom, useScreenBelow } from '../../shared/screen-width';
import { SiteFooter } from './site-footer';

export const SIDE_MENU_WIDTH = 260;

/** The header's side of the frame: whether the menu is open and how to toggle it. */
export type MenuControl = {
  open: boolean;
  toggle: () => void;
  /** Below the `md` breakpoint the menu is a drawer over the page, opened from the header. */
  narrow: boolean;
};

type Props = {
  /** Which signed-in layout this is (`data-layout`, for tests and styles). */
  layout: 'learner' | 'staff' | 'college';
  header: (menu: MenuControl) => ReactNode;
  /** The menu; `close` shuts the phone drawer after a choice. */
  sidebar: (close: () => void) => ReactNode;
  /** Wide screens may hide the menu too (the learner's hamburger); else it stays open there. */
  togglableWhenWide?: boolean;
  children: ReactNode;
  /** A layout's own footer band, drawn above the site footer (the learner footer). */
  footer?: ReactNode;
  after?: ReactNode;
};

/**
 * The frame of the signed-in areas: a sticky header, a side menu beside the page on wide screens (a
 * sticky column, so it never covers the footer) that becomes a modal drawer on phones, the page, and the
 * site footer. Nothing in it is wider than the screen.
 *
 * The side column is shown from `md` by CSS, not by the width measured in JavaScript, so the frame drawn
 * at build time (client/src/app/prerender/frame.prerender.tsx) is right at every width; the phone's drawer
 * is only ever drawn when opened (`screen-width.ts`).
 */
export function SidebarFrame({
  layout,
  header,
  sidebar,
  togglableWhenWide = false,
  children,
  footer,
  after,
}: Props) {
  // Rendered with the screen it frames: tells a browser test which screen has been committed, where the
  // URL changes before a lazy screen has loaded.
  const { pathname } = useLocation();
  const below = useScreenBelow('md');
  const narrow = below === true;
  const [wideOpen, setWideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wideShown = wideOpen || !togglableWhenWide;
  const open = narrow ? drawerOpen : wideShown;
  const toggle = () => (narrow ? setDrawerOpen(!drawerOpen) : setWideOpen(!wideOpen));
  const close = () => setDrawerOpen(false);

  return (
    <Box
      data-layout={layout}
      data-pathname={pathname}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      {header({ open, toggle, narrow })}
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {mountsNarrow(below) && (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={close}
            // Over the sticky header, so its own head (with the close button) is seen and in the focus trap.
            sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}
            slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH, maxWidth: '85vw' } } }}
          >
            <Toolbar sx={{ justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="h6" component="p" color="primary">
                {PRODUCT_NAME}
              </Typography>
              <IconButton aria-label="Close menu" edge="end" onClick={close} data-testid="menu-close">
                <CloseIcon />
              </IconButton>
            </Toolbar>
            {sidebar(close)}
          </Drawer>
        )}
        {mountsWide(below) && (
          <Drawer
            variant="persistent"
            open={wideShown}
            sx={{
              ...shownFrom('md'),
              width: wideShown ? SIDE_MENU_WIDTH : 0,
              flexShrink: 0,
              transition: (t) => t.transitions.create('width'),
              '& .MuiDrawer-paper': {
                width: SIDE_MENU_WIDTH,
                boxSizing: 'border-box',
                position: 'sticky',
                top: 64,
                height: 'calc(100vh - 64px)',
                zIndex: 1,
              },
            }}
          >
            {sidebar(() => undefined)}
          </Drawer>
        )}
        {/* At least a screen high: the footers start below the fold, so a screen whose content arrives
            after its layout is drawn (a list, a grid, a dashboard's figures) never pushes them across
            the screen. Pushed footers were most of the signed-in screens' layout shift (issue 29). */}
        <Box component="main" sx={{ flex: 1, minWidth: 0, minHeight: '100vh', p: { xs: 2, md: 4 } }}>
          {children}
        </Box>
      </Box>
      {footer}
      <SiteFooter />
      {after}
    </Box>
  );
}
