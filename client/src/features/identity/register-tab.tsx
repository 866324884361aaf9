import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Text } from '@finx/domain';

/**
 * The Register tab. Registration needs mobile OTP verification, which arrives with the identity work;
 * until then the tab says so plainly and offers the way to sign in, instead of a form that cannot work.
 */
export function RegisterTab({ onLogin }: { onLogin: () => void }) {
  return (
    <Stack spacing={2} data-testid="register-tab">
      <Alert severity="info">
        Registration opens soon. {Text.SHARE_TEXT} — already registered? Sign in with your e-mail ID.
      </Alert>
      <Button variant="contained" onClick={onLogin}>
        Go to Login
      </Button>
    </Stack>
  );
}
