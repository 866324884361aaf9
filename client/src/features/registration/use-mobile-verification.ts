import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { Delay, OTP_COUNTDOWN_MS, Pattern, ReasonCode, RegistrationText, Text, Toast } from '@finx/domain';
import {
  useRequestOtpMutation,
  useValidateMobileMutation,
  useValidateRegistrationOtpMutation,
} from '../../graphql/generated/hooks';

/** `000 §8` FC-03/FC-04: the fields stay locked this long while the sticky toast shows. */
export const FIELD_LOCK_MS = 5_000;

export type MobilePhase = 'mobile' | 'checking' | 'otp' | 'verified';

/**
 * The mobile half of registration (`000 §4`): a complete number is validated (FC-01..FC-04), FC-01
 * generates the OTP and shows the OTP box, the OTP is validated on blur, and a verified number unlocks
 * Submit. DM_02 failures count up; the 4th ends the attempt and returns home after 5 s. Each OTP sent
 * starts the 180 s countdown login shows (`000 §9`).
 */
export function useMobileVerification() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [validateMobile] = useValidateMobileMutation();
  const [requestOtp] = useRequestOtpMutation();
  const [validateOtp] = useValidateRegistrationOtpMutation();
  const [phase, setPhase] = useState<MobilePhase>('mobile');
  const [locked, setLocked] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  // When the OTP sent last runs out: the countdown, and Resend OTP only in its last seconds.
  const [otpDeadline, setOtpDeadline] = useState<number | null>(null);
  const checkedMobile = useRef<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const sendOtp = async (mobile: string): Promise<void> => {
    enqueueSnackbar(Text.OTP_GENERATING, { variant: 'info', autoHideDuration: Toast.SHORT_MS });
    const { data } = await requestOtp({ variables: { input: { mobile, purpose: 'REGISTER' } } });
    const error = data?.requestOtp.userErrors[0];
    if (error) {
      enqueueSnackbar(error.message, { variant: 'error' });
      return;
    }
    if (data?.requestOtp.ok) {
      setOtpError(null);
      setOtpDeadline(Date.now() + OTP_COUNTDOWN_MS);
      setPhase('otp');
    }
  };

  /** Called on every change of the mobile field; acts once per complete, well-formed number. */
  const onMobileChange = async (mobile: string): Promise<void> => {
    setMobileError(null);
    if (!Pattern.MOBILE.test(mobile)) {
      checkedMobile.current = null;
      if (phase !== 'mobile') setPhase('mobile');
      return;
    }
    if (checkedMobile.current === mobile) return;
    checkedMobile.current = mobile;
    setPhase('checking');
    const { data } = await validateMobile({ variables: { input: { mobile } } });
    const answer = data?.validateMobile;
    if (!answer) {
      setPhase('mobile');
      checkedMobile.current = null;
      return;
    }
    if (answer.canRegister) {
      await sendOtp(mobile);
      return;
    }
    setPhase('mobile');
    if (
      answer.code === ReasonCode.MOBILE_ALREADY_REGISTERED ||
      answer.code === ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING
    ) {
      // Sticky: it stays until the learner closes it; the fields wait 5 s so it is read.
      enqueueSnackbar(answer.message, { variant: 'warning', persist: true, key: `fc-${mobile}` });
      setLocked(true);
      later(FIELD_LOCK_MS, () => setLocked(false));
    } else {
      enqueueSnackbar(answer.message, { variant: 'error' });
    }
    setMobileError(answer.message);
  };

  /** Blur of the OTP box: a complete code is checked at once. */
  const onOtpBlur = async (mobile: string, otp: string): Promise<void> => {
    if (phase !== 'otp' || !Pattern.OTP.test(otp)) return;
    const { data } = await validateOtp({ variables: { input: { mobile, otp } } });
    const answer = data?.validateRegistrationOtp;
    if (!answer) return;
    if (answer.verified) {
      setOtpError(null);
      setPhase('verified');
      enqueueSnackbar('Mobile number verified', { variant: 'success', autoHideDuration: Toast.SHORT_MS });
      return;
    }
    const message = answer.userErrors[0]?.message ?? RegistrationText.OTP_CAP;
    setOtpError(message);
    enqueueSnackbar(message, { variant: 'error' });
    if (answer.attempt > 3) {
      setLocked(true);
      later(Delay.AFTER_REGISTRATION_OTP_CAP, () => navigate('/', { replace: true }));
    }
  };

  const resendOtp = (mobile: string) => sendOtp(mobile);

  return { phase, locked, otpError, mobileError, otpDeadline, onMobileChange, onOtpBlur, resendOtp };
}
