import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UNSUBSCRIBE_REASONS } from '@finx/domain';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { useUnsubscribeMutation } from '../../graphql/generated/hooks';
import { ConsentPageFrame } from './consent-page-frame';

export const UNSUBSCRIBED_TEXT = 'You have been unsubscribed. You will no longer receive our mails.';

/**
 * `/unsubscribe-page?token=` (`000 §2`): unsubscribes the address sealed in the link, with an optional
 * reason. No session needed, so it works from a mail and from the footer's new tab alike.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { enqueueSnackbar } = useSnackbar();
  const [unsubscribe, { loading }] = useUnsubscribeMutation();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);

  const submit = async () => {
    const { data } = await unsubscribe({ variables: { token, reason: reason || null } });
    if (!data) return;
    if (!data.unsubscribe.ok) {
      for (const error of data.unsubscribe.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
      return;
    }
    setDone(true);
  };

  return (
    <ConsentPageFrame title="Unsubscribe Mails">
      {token === '' ? (
        <Alert severity="error">This unsubscribe link is invalid.</Alert>
      ) : done ? (
        <Alert severity="success" data-testid="unsubscribed">
          {UNSUBSCRIBED_TEXT}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>We are sorry to see you go. Tell us why, if you like.</Typography>
          <TextField
            select
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            <MenuItem value="">No reason</MenuItem>
            {UNSUBSCRIBE_REASONS.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={loading}
            data-testid="unsubscribe-confirm"
            sx={{ alignSelf: 'flex-start' }}
          >
            Unsubscribe
          </Button>
        </Stack>
      )}
    </ConsentPageFrame>
  );
}
