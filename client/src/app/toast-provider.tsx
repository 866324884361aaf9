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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={Toast.DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={{ error: ErrorToast }}
    >
      {children}
    </SnackbarProvider>
  );
}
