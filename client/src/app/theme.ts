import { createTheme } from '@mui/material/styles';

/**
 * FinX brand: deep navy for trust, teal for action. System font stack led by Inter, so nothing is
 * downloaded from a font CDN and the app works offline.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b2545', light: '#2c4a72', dark: '#061a33', contrastText: '#ffffff' },
    secondary: { main: '#0e8c85', light: '#3fb3ab', dark: '#07635e', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#b26a00' },
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
});
