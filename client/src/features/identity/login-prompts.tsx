import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ReasonMessage } from '@finx/domain';

/** The questions a login can ask before it goes through (`000 §2`, §8). */
export type LoginPrompt =
  { kind: 'already-logged-in'; onYes: () => void } | { kind: 'reactivate'; onYes: () => void };

// The spec names the reactivation dialog and its Yes / No; its question is not worded there.
export const REACTIVATE_TITLE = 'Reactivate your account';
export const REACTIVATE_QUESTION = `${ReasonMessage['SM-14']}. Do you want to reactivate your account and give your consent again?`;

const TEXT = {
  'already-logged-in': { title: 'Already logged in', question: ReasonMessage['SM-07'] },
  reactivate: { title: REACTIVATE_TITLE, question: REACTIVATE_QUESTION },
} as const;

/** SM-07 "already logged in on another machine" and the SM-14 reactivation dialog: Yes / No. */
export function LoginPromptDialog({ prompt, onClose }: { prompt: LoginPrompt | null; onClose: () => void }) {
  const text = prompt ? TEXT[prompt.kind] : null;
  return (
    <Dialog
      open={prompt !== null}
      onClose={onClose}
      aria-labelledby="login-prompt-title"
      data-testid={prompt ? `login-prompt-${prompt.kind}` : undefined}
    >
      <DialogTitle id="login-prompt-title">{text?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text?.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>No</Button>
        <Button
          variant="contained"
          onClick={() => {
            const yes = prompt?.onYes;
            onClose();
            yes?.();
          }}
          autoFocus
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
