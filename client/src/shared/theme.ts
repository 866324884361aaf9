import { createTheme, responsiveFontSizes, type ThemeOptions } from '@mui/material/styles';

/**
 * FinX brand: deep navy for trust, teal for action. System font stack led by Inter, so nothing is
 * downloaded from a font CDN and the app works offline.
 *
 * Contrast (WCAG AA asks 4.5:1 for text): the teal was #0e8c85, 4.11:1 with white, too light for
 * white text on contained buttons and badges and for teal overline labels on white. #0b7a74 is the same
 * hue a step darker: 5.18:1 on white and 4.79:1 on the page background (#f4f6fa); its hover, #07635e,
 * 7.11:1. The warning orange goes from #b26a00 (4.24:1) to #9a5b00 (5.43:1) for the same reason.
 */
export const BRAND_TEAL = '#0b7a74';
/** The hero background: navy into teal. */
export const BRAND_GRADIENT = `linear-gradient(135deg, #0b2545 0%, #13315c 55%, ${BRAND_TEAL} 100%)`;

/**
 * Whether the viewer asked the system for less motion (WCAG 2.3.3). Read once when the app loads: the
 * setting is changed in the system's preferences, rarely while a tab is open, and a theme rebuilt on
 * every change would redraw the whole tree for it.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * For a viewer who asked for less motion, drawers, dialogs, menus and toasts appear at once and buttons
 * show no ripple: MUI reads every transition's length from the theme. The video watermark keeps moving
 * (slowly, see video-watermark.tsx): it protects the course, and is not decoration.
 */
export const REDUCED_MOTION: ThemeOptions = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

// Headings scale down on phones, where an h4 title would otherwise take three lines.
export const theme = responsiveFontSizes(
  createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: '#0b2545', light: '#2c4a72', dark: '#061a33', contrastText: '#ffffff' },
        secondary: { main: BRAND_TEAL, light: '#3fb3ab', dark: '#07635e', contrastText: '#ffffff' },
        success: { main: '#2e7d32' },
        warning: { main: '#9a5b00' },
        error: { main: '#c62828' },
        info: { main: '#1565c0' },
        background: { default: '#f4f6fa', paper: '#ffffff' },
        text: { primary: '#13213a', secondary: '#4f5d75' },
      },
      typography: {
        fontFamily:
          'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        h1: { fontWeight: 700 },
        h2: { fontWeight: 700 },
        h3: { fontWeight: 700 },
        h4: { fontWeight: 600 },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      shape: { borderRadius: 10 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
      },
    },
    ...(prefersReducedMotion() ? [REDUCED_MOTION] : []),
  ),
);
