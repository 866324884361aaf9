import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_RESEND_VISIBLE_MS } from '@finx/domain';

const formatRemaining = (ms: number): string => {
  const seconds = Math.ceil(Math.max(ms, 0) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Ticks once a second, so the remaining time re-renders. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Props = {
  /** When the OTP sent last runs out (epoch ms): OTP_COUNTDOWN_MS after it was sent. */
  deadline: number;
  /** Offer Resend at once, whatever the time left (login: after the 4th wrong OTP). */
  resendAnyway?: boolean;
  onResend: () => void;
  resendDisabled?: boolean;
  resendTestId: string;
};

/**
 * The OTP's countdown and its Resend OTP link, one for login and registration (`000 §2`, §4, §9): the
 * time left shows while the OTP is valid, and Resend appears only in the last OTP_RESEND_VISIBLE_MS, so
 * nobody asks for a second code while the first is on its way.
 */
export function OtpCountdown({
  deadline,
  resendAnyway = false,
  onResend,
  resendDisabled,
  resendTestId,
}: Props) {
  const remaining = deadline - useNow();
  const canResend = resendAnyway || remaining <= OTP_RESEND_VISIBLE_MS;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" data-testid="otp-countdown">
        {remaining > 0 ? `OTP valid for ${formatRemaining(remaining)}` : 'OTP expired'}
      </Typography>
      {canResend && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onResend}
          disabled={resendDisabled}
          data-testid={resendTestId}
        >
          Resend OTP
        </Link>
      )}
    </Stack>
  );
}
