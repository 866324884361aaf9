import type { Breakpoint } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is narrower than `breakpoint`; null where there is no screen: the signed-in frame
 * drawn at build time (client/src/app/prerender), one HTML for every width.
 *
 * What a frame shows at a width is decided by CSS (`shownBelow`, `shownFrom`), so the drawn frame is
 * right on a phone and on a laptop and nothing moves when React draws it again. This only says which of
 * the variants the browser mounts: the one its width shows, so a control (Sign Out, a count) is in the
 * page once, not twice with one copy hidden. Where the width is not known, every variant is drawn and CSS
 * shows one. Queried as `down`, so a browser that cannot measure (jsdom) gets the wide layout.
 */
export function useScreenBelow(breakpoint: Breakpoint): boolean | null {
  const theme = useTheme();
  const below = useMediaQuery(theme.breakpoints.down(breakpoint), { noSsr: true });
  return typeof window === 'undefined' ? null : below;
}

/** Whether to mount the variant for narrow screens (below the breakpoint) at this width. */
export const mountsNarrow = (below: boolean | null): boolean => below !== false;

/** Whether to mount the variant for wide screens (from the breakpoint up) at this width. */
export const mountsWide = (below: boolean | null): boolean => below !== true;

/** `sx` display that shows an element only below `breakpoint` (as `display`). */
export const shownBelow = (breakpoint: Breakpoint, display = 'block') => ({
  display: { xs: display, [breakpoint]: 'none' },
});

/** `sx` display that shows an element only from `breakpoint` up (as `display`). */
export const shownFrom = (breakpoint: Breakpoint, display = 'block') => ({
  display: { xs: 'none', [breakpoint]: display },
});
