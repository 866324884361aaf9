import { forwardRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { Toast } from '@finx/domain';

/** Error toasts carry the title 'Error!' above the message (`000 §8`, toast kinds). */
const ErrorToast = forwardRef<HTMLDivElement, CustomContentProps>(function ErrorToast(props, ref) {
  return (
    <MaterialDesignContent
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
      <MaterialDesignContent
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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={Toast.DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={{ error: ErrorToast, sessionError: SessionErrorToast }}
    >
      {children}
    </SnackbarProvider>
  );
}
