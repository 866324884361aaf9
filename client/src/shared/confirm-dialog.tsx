import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What closing without confirming is called ("Keep order", "Cancel"). */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Test ids: `<testId>`, `<testId>-confirm`, `<testId>-dismiss`. */
  testId: string;
}

/** A question before an action that cannot be taken back or reaches many people. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onDismiss,
  testId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onDismiss} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss} disabled={busy} data-testid={`${testId}-dismiss`}>
          {dismissLabel}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          autoFocus
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
