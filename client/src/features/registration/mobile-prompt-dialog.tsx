import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { mobileField, otpField, Text, Toast } from '@finx/domain';
import type { MobilePromptAnswer } from '../../graphql/generated/graphql';
import {
  useAccountChecksQuery,
  useAnswerMobilePromptMutation,
  useRequestOtpMutation,
  useSaveSocialMobileMutation,
  useValidateRegistrationOtpMutation,
} from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';

export const MobilePromptText = {
  TITLE: 'Add your mobile number',
  BODY: 'You signed up without a mobile number. Add one to sign in with an OTP and to hear about your applications.',
  SAVED: 'Your mobile number has been saved.',
} as const;

/** The first rule a value breaks, in the spec's words; null when it keeps them. */
const ruleError = (rule: typeof mobileField | typeof otpField, value: string): string | null => {
  try {
    rule.validateSync(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : null;
  }
};

/**
 * The learner dashboard's mobile pop-up (`000 §7` mobile popup flag and save): a learner without a
 * mobile (a Google or Facebook sign-up) verifies one by OTP and saves it (saveSocialUserMobile), or puts
 * the pop-up off for a week (Later) or for good.
 */
export function MobilePromptDialog() {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useAccountChecksQuery();
  const [requestOtp, requesting] = useRequestOtpMutation();
  const [validateOtp] = useValidateRegistrationOtpMutation();
  const [saveMobile, saving] = useSaveSocialMobileMutation();
  const [answer, answering] = useAnswerMobilePromptMutation();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string | null; otp?: string | null }>({});
  if (!data?.accountChecks.showMobilePrompt) return null;

  const sendOtp = async () => {
    const mobileError = ruleError(mobileField, mobile);
    setErrors({ mobile: mobileError });
    if (mobileError) return;
    enqueueSnackbar(Text.OTP_GENERATING, { variant: 'info', autoHideDuration: Toast.SHORT_MS });
    const { data: sent } = await requestOtp({
      variables: { input: { mobile: mobile.trim(), purpose: 'REGISTER' } },
    });
    const refused = sent?.requestOtp.userErrors[0];
    if (refused) setErrors({ mobile: refused.message });
    else if (sent?.requestOtp.ok) setOtpSent(true);
  };

  const save = async () => {
    const otpError = ruleError(otpField, otp);
    setErrors({ otp: otpError });
    if (otpError) return;
    const input = { mobile: mobile.trim(), otp: otp.trim() };
    const { data: checked } = await validateOtp({ variables: { input } });
    const wrong = checked?.validateRegistrationOtp.userErrors[0];
    if (wrong || !checked?.validateRegistrationOtp.verified) {
      setErrors({ otp: wrong?.message ?? null });
      return;
    }
    const { data: saved } = await saveMobile({ variables: { input } });
    const refused = saved?.saveSocialMobile.userErrors[0];
    if (refused) {
      setErrors(refused.field === 'input.otp' ? { otp: refused.message } : { mobile: refused.message });
      return;
    }
    enqueueSnackbar(MobilePromptText.SAVED, { variant: 'success' });
  };

  const putOff = (action: MobilePromptAnswer) => void answer({ variables: { answer: action } });

  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="mobile-prompt-title" data-testid="mobile-prompt">
      <DialogTitle id="mobile-prompt-title">{MobilePromptText.TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{MobilePromptText.BODY}</DialogContentText>
          <TextField
            label="Mobile Number"
            value={mobile}
            disabled={otpSent}
            onChange={(event) => setMobile(event.target.value)}
            error={Boolean(errors.mobile)}
            helperText={errors.mobile}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'mobile-prompt-mobile' },
            }}
          />
          {otpSent && (
            <TextField
              label="OTP"
              value={otp}
              onChange={(event) => setOtp(event.target.value)}
              error={Boolean(errors.otp)}
              helperText={errors.otp}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'mobile-prompt-otp' },
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          onClick={() => putOff('NEVER')}
          disabled={answering.loading}
          data-testid="mobile-prompt-never"
        >
          Don&apos;t ask again
        </Button>
        <Button
          onClick={() => putOff('LATER')}
          disabled={answering.loading}
          data-testid="mobile-prompt-later"
        >
          Later
        </Button>
        {otpSent ? (
          <Button
            variant="contained"
            onClick={save}
            disabled={saving.loading}
            data-testid="mobile-prompt-save"
          >
            Save
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={sendOtp}
            disabled={requesting.loading}
            data-testid="mobile-prompt-send-otp"
          >
            Send OTP
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
