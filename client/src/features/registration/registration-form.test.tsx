import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTP_COUNTDOWN_MS, OTP_RESEND_VISIBLE_MS, ReasonMessage } from '@finx/domain';
import { RequestOtpDocument, ValidateMobileDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { PolicyRoute } from '../../shared/site-links';
import { RegistrationForm } from './registration-form';

const MOBILE = '9811122233';
const canRegister = mockOperation(ValidateMobileDocument, {
  variables: { input: { mobile: MOBILE } },
  data: {
    validateMobile: {
      __typename: 'ValidateMobilePayload',
      code: 'FC-01',
      message: ReasonMessage['FC-01'],
      canRegister: true,
    },
  },
});
const sendOtp = mockOperation(RequestOtpDocument, {
  variables: { input: { mobile: MOBILE, purpose: 'REGISTER' } },
  data: { requestOtp: { __typename: 'RequestOtpPayload', ok: true, userErrors: [] } },
  maxUsageCount: 2,
});

describe('registration form (000 §2, §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the OTP countdown login shows: Resend OTP only in its last 5 s', async () => {
    // Only the clock is faked: the countdown's own once-a-second tick reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = Date.now();
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm />, { mocks: [canRegister, sendOtp] });
    await user.click(screen.getByTestId('register-mobile'));
    await user.paste(MOBILE);
    expect(await screen.findByTestId('register-otp')).toBeInTheDocument();
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent(/OTP valid for 0[23]:/);
    expect(screen.queryByTestId('register-resend-otp')).not.toBeInTheDocument();

    vi.setSystemTime(sentAt + OTP_COUNTDOWN_MS - OTP_RESEND_VISIBLE_MS - 30_000);
    expect(await screen.findByText(/OTP valid for 00:3/)).toBeInTheDocument();
    expect(screen.queryByTestId('register-resend-otp')).not.toBeInTheDocument();
    vi.setSystemTime(sentAt + OTP_COUNTDOWN_MS - OTP_RESEND_VISIBLE_MS + 1_000);
    expect(await screen.findByTestId('register-resend-otp')).toBeInTheDocument();

    // A new code starts the countdown again.
    await user.click(screen.getByTestId('register-resend-otp'));
    expect(await screen.findByText(/OTP valid for 0[23]:/)).toBeInTheDocument();
    expect(screen.queryByTestId('register-resend-otp')).not.toBeInTheDocument();
  });

  it('links Terms and Conditions to the terms of use, in a new tab so the form is kept', () => {
    renderWithProviders(<RegistrationForm />);
    const terms = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(terms).toHaveAttribute('href', PolicyRoute.DISCLAIMER);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName(/opens in a new tab/);
    expect(screen.getByTestId('register-terms')).toBeInTheDocument();
  });
});
