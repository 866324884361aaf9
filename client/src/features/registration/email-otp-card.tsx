import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Pattern, Text, Toast } from '@finx/domain';
import {
  useAccountChecksQuery,
  useSendEmailOtpMutation,
  useVerifyEmailOtpMutation,
} from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';

export const EmailOtpText = {
  VERIFIED: 'Your E-Mail Id is verified.',
  UNVERIFIED: 'Your E-Mail Id is not verified yet. We will mail you an OTP to verify it.',
  OTP_SENT: 'An OTP has been sent to your E-Mail Id. It is valid for 3 minutes.',
  OTP_INVALID: 'Please enter the 4-digit OTP.',
} as const;

/**
 * My Profile's e-mail verification (`000 §7` E-mail OTP): a learner whose address is not verified yet
 * (getUserEmailFlag N) has an OTP mailed (_sendOTPMail) and enters it (validateEmailOtp).
 */
export function EmailOtpCard() {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useAccountChecksQuery({ fetchPolicy: 'cache-and-network' });
  const [sendOtp, sending] = useSendEmailOtpMutation();
  const [verifyOtp, verifying] = useVerifyEmailOtpMutation();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checks = data?.accountChecks;
  if (!checks) return null;

  const send = async () => {
    enqueueSnackbar(Text.OTP_GENERATING, { variant: 'info', autoHideDuration: Toast.SHORT_MS });
    const { data: answer } = await sendOtp();
    const refused = answer?.sendEmailOtp.userErrors[0];
    if (refused) {
      enqueueSnackbar(refused.message, { variant: 'error' });
      return;
    }
    setSent(true);
    setOtp('');
    setError(null);
  };

  const verify = async () => {
    if (!Pattern.OTP.test(otp.trim())) {
      setError(EmailOtpText.OTP_INVALID);
      return;
    }
    const { data: answer } = await verifyOtp({ variables: { otp: otp.trim() } });
    const result = answer?.verifyEmailOtp;
    if (!result) return;
    if (result.verified) {
      enqueueSnackbar(EmailOtpText.VERIFIED, { variant: 'success' });
      setSent(false);
      return;
    }
    setError(result.userErrors[0]?.message ?? null);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="profile-email-otp">
      <Stack spacing={2}>
        <Box>
          <Typography variant="h6" component="h2">
            E-Mail Id
          </Typography>
          {checks.emailVerified ? (
            <Alert severity="success" data-testid="email-verified">
              {EmailOtpText.VERIFIED}
            </Alert>
          ) : (
            <Typography color="text.secondary">
              {sent ? EmailOtpText.OTP_SENT : EmailOtpText.UNVERIFIED}
            </Typography>
          )}
        </Box>
        {!checks.emailVerified && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            {sent && (
              <TextField
                label="OTP"
                value={otp}
                onChange={(event) => {
                  setOtp(event.target.value);
                  setError(null);
                }}
                error={Boolean(error)}
                helperText={error}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'email-otp' } }}
              />
            )}
            {sent && (
              <Button
                variant="contained"
                onClick={verify}
                disabled={verifying.loading}
                data-testid="email-otp-verify"
              >
                Verify
              </Button>
            )}
            <Button
              variant={sent ? 'text' : 'outlined'}
              onClick={send}
              disabled={sending.loading}
              data-testid="email-otp-send"
            >
              {sent ? 'Resend OTP' : 'Send OTP'}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
