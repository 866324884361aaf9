import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonCode, RegistrationMessage } from '@finx/domain';
import {
  AccountChecksDocument,
  AnswerCpbfiPromptDocument,
  AnswerMobilePromptDocument,
  type AccountChecksFieldsFragment,
  RequestOtpDocument,
  SaveSocialMobileDocument,
  SendEmailOtpDocument,
  ValidateRegistrationOtpDocument,
  VerifyEmailOtpDocument,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { CpbfiPrompt, CpbfiPromptText } from './cpbfi-prompt';
import { EmailOtpCard, EmailOtpText } from './email-otp-card';
import { MobilePromptDialog, MobilePromptText } from './mobile-prompt-dialog';
import { MobilePrompt } from './mobile-prompt';

const checks = (
  overrides: Partial<AccountChecksFieldsFragment> = {},
): GatewayData<AccountChecksFieldsFragment> => ({
  __typename: 'AccountChecks',
  id: 'AccountChecks:101',
  emailVerified: false,
  hasMobile: true,
  showMobilePrompt: false,
  showCpbfiPrompt: false,
  ...overrides,
});

const accountChecks = (overrides: Partial<AccountChecksFieldsFragment> = {}) =>
  mockOperation(AccountChecksDocument, { data: { accountChecks: checks(overrides) } });

const userError = (code: string, field: string | null, message: string) => ({
  __typename: 'UserError' as const,
  code,
  field,
  message,
});

describe('My Profile’s e-mail OTP (000 §7 _sendOTPMail, validateEmailOtp)', () => {
  it('mails an OTP, shows a wrong code’s words, and a right one marks the address verified', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailOtpCard />, {
      mocks: [
        accountChecks(),
        mockOperation(SendEmailOtpDocument, {
          data: { sendEmailOtp: { __typename: 'OkPayload', ok: true, userErrors: [] } },
        }),
        mockOperation(VerifyEmailOtpDocument, {
          variables: { otp: '1111' },
          data: {
            verifyEmailOtp: {
              __typename: 'VerifyEmailOtpPayload',
              verified: false,
              attempt: 1,
              accountChecks: null,
              userErrors: [userError(ReasonCode.INVALID_OTP_OR_PASSWORD, 'otp', 'Invalid OTP count 1')],
            },
          },
        }),
        mockOperation(VerifyEmailOtpDocument, {
          variables: { otp: '2222' },
          data: {
            verifyEmailOtp: {
              __typename: 'VerifyEmailOtpPayload',
              verified: true,
              attempt: 0,
              accountChecks: checks({ emailVerified: true }),
              userErrors: [],
            },
          },
        }),
      ],
    });
    expect(await screen.findByText(EmailOtpText.UNVERIFIED)).toBeInTheDocument();
    await user.click(screen.getByTestId('email-otp-send'));
    expect(await screen.findByText(EmailOtpText.OTP_SENT)).toBeInTheDocument();
    await user.click(screen.getByTestId('email-otp-verify'));
    expect(await screen.findByText(EmailOtpText.OTP_INVALID)).toBeInTheDocument();
    await user.type(screen.getByTestId('email-otp'), '1111');
    await user.click(screen.getByTestId('email-otp-verify'));
    expect(await screen.findByText('Invalid OTP count 1')).toBeInTheDocument();
    await user.clear(screen.getByTestId('email-otp'));
    await user.type(screen.getByTestId('email-otp'), '2222');
    await user.click(screen.getByTestId('email-otp-verify'));
    expect(await screen.findByTestId('email-verified')).toHaveTextContent(EmailOtpText.VERIFIED);
    expect(screen.queryByTestId('email-otp-send')).not.toBeInTheDocument();
  });
});

describe('the dashboard’s mobile pop-up (000 §7 saveSocialUserMobile, mobile popup flag and save)', () => {
  it('is not shown to a learner the flag leaves out', async () => {
    renderWithProviders(<MobilePromptDialog />, { mocks: [accountChecks({ hasMobile: true })] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('mobile-prompt')).not.toBeInTheDocument();
  });

  it('loads on the dashboard only for a learner the flag names (MobilePrompt)', async () => {
    const { unmount } = renderWithProviders(<MobilePrompt />, {
      mocks: [accountChecks({ hasMobile: false, showMobilePrompt: true })],
    });
    expect(await screen.findByText(MobilePromptText.TITLE, undefined, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    // The dialog's code is loaded now, so a learner the flag leaves out would see it at once.
    renderWithProviders(<MobilePrompt />, { mocks: [accountChecks({ hasMobile: true })] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('mobile-prompt')).not.toBeInTheDocument();
  });

  it('verifies a number by OTP, saves it, and closes; a taken number’s words stay under the field', async () => {
    const user = userEvent.setup();
    const input = { mobile: '9700099103', otp: '1234' };
    renderWithProviders(<MobilePromptDialog />, {
      mocks: [
        accountChecks({ hasMobile: false, showMobilePrompt: true }),
        mockOperation(RequestOtpDocument, {
          variables: { input: { mobile: input.mobile, purpose: 'REGISTER' } },
          data: { requestOtp: { __typename: 'RequestOtpPayload', ok: true, userErrors: [] } },
        }),
        mockOperation(ValidateRegistrationOtpDocument, {
          variables: { input },
          maxUsageCount: 2,
          data: {
            validateRegistrationOtp: {
              __typename: 'ValidateOtpPayload',
              verified: true,
              attempt: 0,
              userErrors: [],
            },
          },
        }),
        mockOperation(SaveSocialMobileDocument, {
          variables: { input },
          data: {
            saveSocialMobile: {
              __typename: 'AccountChecksPayload',
              accountChecks: null,
              userErrors: [
                userError(
                  ReasonCode.USER_MOBILE_TAKEN,
                  'input.mobile',
                  'Another account already uses this mobile number.',
                ),
              ],
            },
          },
        }),
        mockOperation(SaveSocialMobileDocument, {
          variables: { input },
          data: {
            saveSocialMobile: {
              __typename: 'AccountChecksPayload',
              accountChecks: checks({ hasMobile: true, showMobilePrompt: false }),
              userErrors: [],
            },
          },
        }),
      ],
    });
    expect(await screen.findByText(MobilePromptText.TITLE)).toBeInTheDocument();
    await user.click(screen.getByTestId('mobile-prompt-send-otp'));
    expect(await screen.findByText(RegistrationMessage.MOBILE_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByTestId('mobile-prompt-mobile'), input.mobile);
    await user.click(screen.getByTestId('mobile-prompt-send-otp'));
    await user.type(await screen.findByTestId('mobile-prompt-otp'), input.otp);
    await user.click(screen.getByTestId('mobile-prompt-save'));
    expect(await screen.findByText('Another account already uses this mobile number.')).toBeInTheDocument();
    await user.click(screen.getByTestId('mobile-prompt-save'));
    expect(await screen.findByText(MobilePromptText.SAVED)).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-prompt')).not.toBeInTheDocument();
  });

  it('Later puts it off (the answer’s flags close it)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobilePromptDialog />, {
      mocks: [
        accountChecks({ hasMobile: false, showMobilePrompt: true }),
        mockOperation(AnswerMobilePromptDocument, {
          variables: { answer: 'LATER' },
          data: { answerMobilePrompt: checks({ hasMobile: false, showMobilePrompt: false }) },
        }),
      ],
    });
    await user.click(await screen.findByTestId('mobile-prompt-later'));
    await expect.poll(() => screen.queryByTestId('mobile-prompt')).toBeNull();
  });
});

describe('the dashboard’s CPBFI pop-up (001 §7 getCPBFIPopuupFlag, saveCPBFIPopuupDetails)', () => {
  it('asks once: an answer thanks the learner and the card goes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CpbfiPrompt />, {
      mocks: [
        accountChecks({ showCpbfiPrompt: true }),
        mockOperation(AnswerCpbfiPromptDocument, {
          variables: { interested: true },
          data: { answerCpbfiPrompt: checks({ showCpbfiPrompt: false }) },
        }),
      ],
    });
    expect(await screen.findByText(CpbfiPromptText.TITLE)).toBeInTheDocument();
    await user.click(screen.getByTestId('cpbfi-yes'));
    expect(await screen.findByText(CpbfiPromptText.THANKS_YES)).toBeInTheDocument();
    expect(screen.queryByTestId('cpbfi-prompt')).not.toBeInTheDocument();
  });
});
