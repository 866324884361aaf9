import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../../shared/toast';
import {
  OTP_COUNTDOWN_MS,
  OTP_LENGTH,
  OTP_MAX_FAILURES,
  Pattern,
  ReasonCode,
  ReasonMessage,
  RegistrationMessage,
  Text,
} from '@finx/domain';
import {
  useLoginWithMobileMutation,
  useRequestOtpMutation,
  useValidateMobileMutation,
} from '../../graphql/generated/hooks';
import { formFieldOf } from '../../graphql/use-operation';
import { OtpCountdown } from '../../shared/otp-countdown';
import { OutlinedTextField } from '../../shared/outlined-text-field';
import type { PlaceErrors, SignInAttempt } from './use-sign-in-flow';

export const OTP_REQUIRED = RegistrationMessage.OTP_REQUIRED;

type Props = {
  /** The identifier field's value, trimmed: 10 digits when this mode can go on. The parent keys the
   * component by it, so another number starts over (another number means another OTP). */
  mobile: string;
  /** Puts a message under the identifier field (FC-01 and OTP sending failures). */
  onMobileError: (message: string) => void;
  /** Shows a message that belongs to no field (suspended, inactive, locked...). */
  onFormError: (message: string) => void;
  signIn: (attempt: SignInAttempt, place: PlaceErrors) => Promise<void>;
  busy: boolean;
};

/**
 * Mobile/OTP mode of the Login tab (`000 §4`): a 10-digit number is validated (FC-01 means not
 * registered), then an OTP is sent and a 180 s countdown runs. Resend OTP appears in the last 5 s, or
 * after the 4th wrong OTP, whose message is the spec's cap text. Wrong OTPs show 'count N'.
 */
export function MobileLogin({ mobile, onMobileError, onFormError, signIn, busy }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [validateMobile] = useValidateMobileMutation();
  const [requestOtp] = useRequestOtpMutation();
  const [loginWithMobile] = useLoginWithMobileMutation();
  const [sending, setSending] = useState(false);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [capped, setCapped] = useState(false);
  const complete = Pattern.MOBILE.test(mobile);

  const sendOtp = async () => {
    setSending(true);
    // Cleared as the new code is asked for, not when the answer comes: the SMS can arrive first, and a
    // code typed or pasted from it in between was wiped (the browser test caught it, the button gone).
    setOtp('');
    setOtpError(undefined);
    try {
      const validation = await validateMobile({ variables: { input: { mobile } } });
      if (!validation.data) return;
      if (validation.data.validateMobile.code === ReasonCode.MOBILE_NOT_REGISTERED) {
        onMobileError(validation.data.validateMobile.message);
        return;
      }
      const sent = await requestOtp({ variables: { input: { mobile, purpose: 'LOGIN' } } });
      if (!sent.data) return;
      const [problem] = sent.data.requestOtp.userErrors;
      if (!sent.data.requestOtp.ok) {
        onMobileError(problem ? problem.message : ReasonMessage.INTERNAL);
        return;
      }
      enqueueSnackbar(Text.OTP_GENERATING, { variant: 'info' });
      setDeadline(Date.now() + OTP_COUNTDOWN_MS);
      setCapped(false);
    } finally {
      setSending(false);
    }
  };

  // MobileLoginInput's mobile is the identifier field above; its otp the OTP box here.
  const place: PlaceErrors = (errors, payload) => {
    for (const error of errors) {
      const field = formFieldOf(error.field);
      if (field === 'mobile') onMobileError(error.message);
      else if (field === 'otp') setOtpError(error.message);
      else onFormError(error.message);
    }
    if ((payload.attempt ?? 0) > OTP_MAX_FAILURES) setCapped(true);
  };

  const submit = () => {
    if (!Pattern.OTP.test(otp)) {
      setOtpError(OTP_REQUIRED);
      return;
    }
    setOtpError(undefined);
    void signIn(async (choices) => {
      const { data } = await loginWithMobile({ variables: { input: { mobile, otp, ...choices } } });
      return data?.loginWithMobile ?? null;
    }, place);
  };

  if (deadline === null) {
    return (
      <Button
        variant="outlined"
        fullWidth
        disabled={!complete || sending || busy}
        onClick={() => void sendOtp()}
        data-testid="login-get-otp"
      >
        Get OTP
      </Button>
    );
  }

  return (
    <Stack spacing={1.5}>
      <OutlinedTextField
        id="login-otp"
        name="otp"
        label="OTP"
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        onBlur={() => setOtpError(otp === '' ? OTP_REQUIRED : otpError)}
        error={Boolean(otpError)}
        helperText={otpError}
        disabled={busy}
        autoComplete="one-time-code"
        htmlInput={{ 'data-testid': 'login-otp', inputMode: 'numeric', maxLength: OTP_LENGTH }}
      />
      <OtpCountdown
        deadline={deadline}
        resendAnyway={capped}
        onResend={() => void sendOtp()}
        resendDisabled={sending}
        resendTestId="login-resend-otp"
      />
      {otp !== '' && (
        <Button variant="contained" size="large" disabled={busy} onClick={submit} data-testid="login-submit">
          Sign in
        </Button>
      )}
    </Stack>
  );
}
