import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import type { ViewerFieldsFragment } from '../../graphql/generated/graphql';
import { useSignOut } from './use-sign-out';

export const alreadySignedInText = (viewer: Pick<ViewerFieldsFragment, 'name' | 'email'>): string =>
  `You are already logged in as ${viewer.name} (${viewer.email}).`;

/**
 * The already-logged-in prompt with a logout option (`000 §2`): a signed-in user who opens a login
 * screen either goes on to their dashboard or signs out to log in as someone else.
 */
export function AlreadySignedIn({ viewer }: { viewer: ViewerFieldsFragment }) {
  const navigate = useNavigate();
  const { signOut, signingOut } = useSignOut();
  return (
    <Stack spacing={2} data-testid="already-signed-in">
      <Alert severity="info">{alreadySignedInText(viewer)}</Alert>
      <Button variant="contained" onClick={() => navigate(viewer.landingRoute, { replace: true })}>
        Continue to dashboard
      </Button>
      <Button variant="outlined" disabled={signingOut} onClick={() => void signOut()}>
        Sign out
      </Button>
    </Stack>
  );
}
