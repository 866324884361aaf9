import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The questions a login can ask before it goes through (`000 §2`, §8); `message` is the server's text
 * of the refusal that asks it (SM-07, SM-14).
 */
export type LoginPrompt = { kind: 'already-logged-in' | 'reactivate'; message: string; onYes: () => void };

// The spec names the reactivation dialog and its Yes / No; its question is not worded there.
export const REACTIVATE_TITLE = 'Reactivate your account';
const REACTIVATE_ASK = 'Do you want to reactivate your account and give your consent again?';

const textOf = (prompt: LoginPrompt) =>
  prompt.kind === 'already-logged-in'
    ? { title: 'Already logged in', question: prompt.message }
    : { title: REACTIVATE_TITLE, question: `${prompt.message}. ${REACTIVATE_ASK}` };

/** SM-07 "already logged in on another machine" and the SM-14 reactivation dialog: Yes / No. */
export function LoginPromptDialog({ prompt, onClose }: { prompt: LoginPrompt | null; onClose: () => void }) {
  const text = prompt ? textOf(prompt) : null;
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
