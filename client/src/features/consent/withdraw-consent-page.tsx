import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../shared/toast';
import { useWithdrawConsentMutation } from '../../graphql/generated/hooks';
import { broadcastSignOut } from '../identity/use-sign-out';
import { ConsentPageFrame } from './consent-page-frame';

export const CONSENT_WITHDRAWN_TEXT =
  'Your consent has been withdrawn and you have been signed out. You can give it again the next time you log in.';

/**
 * `/withdraw-consent` (learners, `000 §2`): withdraws consent against the database. Every session of the
 * learner ends, this browser's other tabs go home, and the next login offers reactivation (SM-14).
 */
export default function WithdrawConsentPage() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [withdraw, { loading }] = useWithdrawConsentMutation();
  const [done, setDone] = useState(false);

  const confirm = async () => {
    const { data } = await withdraw();
    if (!data) return;
    if (!data.withdrawConsent.ok) {
      for (const error of data.withdrawConsent.userErrors)
        enqueueSnackbar(error.message, { variant: 'error' });
      return;
    }
    await client.clearStore();
    broadcastSignOut();
    setDone(true);
  };

  return (
    <ConsentPageFrame title="Withdraw Consent">
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success" data-testid="consent-withdrawn">
            {CONSENT_WITHDRAWN_TEXT}
          </Alert>
          <Button href="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Go To Homepage
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Withdrawing consent stops us from processing your data for the platform and from sending you
            messages. You will be signed out on every device.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              color="error"
              onClick={() => void confirm()}
              disabled={loading}
              data-testid="withdraw-confirm"
            >
              Withdraw Consent
            </Button>
            <Button onClick={() => window.close()}>Cancel</Button>
          </Stack>
        </Stack>
      )}
    </ConsentPageFrame>
  );
}
