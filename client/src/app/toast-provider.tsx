import { forwardRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { Toast } from '@finx/domain';

/**
 * notistack's own colours put white text on light green, blue and orange (down to 2:1); the theme's
 * success, info, warning and error colours hold at least 5:1 with white.
 */
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
}));

/** Error toasts carry the title 'Error!' above the message (`000 §8`, toast kinds). */
const ErrorToast = forwardRef<HTMLDivElement, CustomContentProps>(function ErrorToast(props, ref) {
  return (
    <ThemedContent
      ref={ref}
      {...props}
      message={
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            Error!
          </Box>
          {props.message}
        </Box>
      }
    />
  );
});

/** `000 §8` names a session error kind beside the four standard ones. */
declare module 'notistack' {
  interface VariantOverrides {
    sessionError: true;
  }
}

/** The session error toast: 'Session Expired' above the message, shown for the spec's default 10 s. */
const SessionErrorToast = forwardRef<HTMLDivElement, CustomContentProps>(
  function SessionErrorToast(props, ref) {
    return (
      <ThemedContent
        ref={ref}
        {...props}
        variant="error"
        message={
          <Box>
            <Box component="strong" sx={{ display: 'block' }}>
              Session Expired
            </Box>
            {props.message}
          </Box>
        }
      />
    );
  },
);

/** Long info toasts (`000 §8`: 16 s for some info types) pass `{ variant: 'info', ...LONG_INFO }`. */
export const LONG_INFO = { autoHideDuration: Toast.LONG_INFO_MS } as const;

/**
 * Toasts sit top right; on phones at the bottom, where they take the full width and would otherwise
 * cover the header and the menu drawer's close button for the seconds they show.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={Toast.DEFAULT_MS}
      anchorOrigin={
        phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }
      }
      preventDuplicate
      Components={{
        success: ThemedContent,
        info: ThemedContent,
        warning: ThemedContent,
        error: ErrorToast,
        sessionError: SessionErrorToast,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
