import { forwardRef, useEffect } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import {
  MaterialDesignContent,
  SnackbarProvider,
  closeSnackbar,
  useSnackbar,
  type CustomContentProps,
  type SnackbarKey,
} from 'notistack';
import { Toast } from '@finx/domain';
import { prefersReducedMotion } from './theme';
import { attachToastHost } from './toast';

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

/** A toast with a bold title above its message (`000 §8`, toast kinds), in the error colours. */
const titledToast = (title: string, name: string) => {
  const TitledToast = forwardRef<HTMLDivElement, CustomContentProps>((props, ref) => (
    <ThemedContent
      ref={ref}
      {...props}
      variant="error"
      message={
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {props.message}
        </Box>
      }
    />
  ));
  TitledToast.displayName = name;
  return TitledToast;
};

/** Error toasts carry the title 'Error!'. */
const ErrorToast = titledToast('Error!', 'ErrorToast');
/** The session error toast: 'Session Expired' above the message, shown for the spec's default 10 s. */
const SessionErrorToast = titledToast('Session Expired', 'SessionErrorToast');

/** Hands the queued and later toasts of `./toast` to notistack once it has loaded. */
function Bridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      attachToastHost(
        (message, options) => enqueueSnackbar(message, options),
        (key) => closeSnackbar(key),
      ),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

// Every frame's header is 64 px tall: toasts start below it.
const BELOW_HEADER = 'finx-toasts-below-header';
const HEADER_PX = 64;

/** Every toast can be closed at once, so none has to be waited out over what it covers. */
function CloseToast({ toastKey }: { toastKey: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(toastKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Loaded by `ToastProvider` when the first toast is asked for. Toasts sit at the top, below the header,
 * so the header's own buttons (Sign Out, Alerts, Messages) stay clickable for the ten seconds a toast
 * shows: on laptops at the right; on phones across the width, two at most, clear of the actions a phone
 * form or dialog keeps at its bottom (Submit, Pay).
 */
export default function ToastHost() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      classes={{ containerAnchorOriginTopRight: BELOW_HEADER, containerAnchorOriginTopCenter: BELOW_HEADER }}
      maxSnack={phone ? 2 : 4}
      autoHideDuration={Toast.DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: phone ? 'center' : 'right' }}
      preventDuplicate
      // notistack times its slide itself, apart from the theme's transitions.
      transitionDuration={prefersReducedMotion() ? { enter: 0, exit: 0 } : undefined}
      action={(key) => <CloseToast toastKey={key} />}
      Components={{
        success: ThemedContent,
        info: ThemedContent,
        warning: ThemedContent,
        error: ErrorToast,
        sessionError: SessionErrorToast,
      }}
    >
      {/* notistack's own class sets the top too, injected in an order not ours to choose. */}
      <GlobalStyles styles={{ [`.${BELOW_HEADER}`]: { top: `${HEADER_PX + 8}px !important` } }} />
      <Bridge />
    </SnackbarProvider>
  );
}
