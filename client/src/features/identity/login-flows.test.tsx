import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Delay, ReasonMessage, Text, otpCapMessage } from '@finx/domain';
import {
  LoginDocument,
  LoginWithMobileDocument,
  RequestOtpDocument,
  ValidateMobileDocument,
  type LoginInput,
  type LoginPayloadFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerViewer } from '../../test/fixtures';
import { LoginForm } from './login-form';

type UserError = LoginPayloadFieldsFragment['userErrors'][number];
type Payload = { viewer?: typeof learnerViewer | null; attempt?: number | null; userErrors?: UserError[] };

/** Every way of signing in answers the same payload. */
const payload = ({
  viewer = null,
  attempt = null,
  userErrors = [],
}: Payload): GatewayData<LoginPayloadFieldsFragment> => ({
  __typename: 'LoginPayload',
  redirectTo: viewer ? '/studentDashboard' : null,
  attempt,
  viewer,
  userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
});

const EMAIL = 'learner@finx.demo';
const PASSWORD = 'Demo@1234';
const loginMock = (choices: Partial<LoginInput>, result: Payload) =>
  mockOperation(LoginDocument, {
    variables: { input: { username: EMAIL, password: PASSWORD, ...choices } },
    data: { login: payload(result) },
  });

const signInByEmail = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByTestId('login-username'), EMAIL);
  await user.type(screen.getByTestId('login-password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login prompts (000 §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('SM-07: asks about the other machine; Yes logs in again with logoutOtherSessions', async () => {
    const user = userEvent.setup();
    const mocks = [
      loginMock({}, { userErrors: [{ code: 'SM-07', field: null, message: ReasonMessage['SM-07'] }] }),
      loginMock({ logoutOtherSessions: true }, { viewer: learnerViewer }),
    ];
    renderWithProviders(<LoginForm />, { mocks });
    await signInByEmail(user);
    const dialog = await screen.findByTestId('login-prompt-already-logged-in');
    expect(within(dialog).getByText(ReasonMessage['SM-07'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Welcome back, Asha Learner/)).toBeInTheDocument();
  });

  it('SM-14: Yes retries with reactiveConsent only after Delay.BEFORE_REACTIVATION_RETRY', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const mocks = [
      loginMock({}, { userErrors: [{ code: 'SM-14', field: null, message: 'User has withdrawn consent' }] }),
      loginMock({ reactiveConsent: true }, { viewer: learnerViewer }),
    ];
    renderWithProviders(<LoginForm />, { mocks });
    await signInByEmail(user);
    const dialog = await screen.findByTestId('login-prompt-reactivate');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(Delay.BEFORE_REACTIVATION_RETRY);
    });
    expect(await screen.findByText(/Welcome back, Asha Learner/)).toBeInTheDocument();
  });

  it('SM-04: the suspension message above the button', async () => {
    const user = userEvent.setup();
    const suspended = { code: 'SM-04', field: null, message: ReasonMessage['SM-04'] };
    const mocks = [loginMock({}, { userErrors: [suspended] })];
    renderWithProviders(<LoginForm />, { mocks });
    await signInByEmail(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(ReasonMessage['SM-04']);
  });

  // Issue 10: too many failed sign-ins from one address; the message concerns the sign-in as a whole.
  it('LOGIN_THROTTLED: the wait message above the button', async () => {
    const user = userEvent.setup();
    const throttled = { code: 'LOGIN_THROTTLED', field: null, message: ReasonMessage.LOGIN_THROTTLED };
    renderWithProviders(<LoginForm />, { mocks: [loginMock({}, { userErrors: [throttled] })] });
    await signInByEmail(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(ReasonMessage.LOGIN_THROTTLED);
  });
});

describe('mobile OTP login (000 §4)', () => {
  const MOBILE = '9855566778';
  const validate = (code: string) =>
    mockOperation(ValidateMobileDocument, {
      variables: { input: { mobile: MOBILE } },
      data: {
        validateMobile: {
          __typename: 'ValidateMobilePayload',
          code,
          message: ReasonMessage[code as keyof typeof ReasonMessage],
          canRegister: code === 'FC-01',
        },
      },
    });
  const sendOtp = mockOperation(RequestOtpDocument, {
    variables: { input: { mobile: MOBILE, purpose: 'LOGIN' } },
    data: { requestOtp: { __typename: 'RequestOtpPayload', ok: true, userErrors: [] } },
  });
  const wrongOtp = (attempt: number, message: string) =>
    mockOperation(LoginWithMobileDocument, {
      variables: { input: { mobile: MOBILE, otp: '1111' } },
      data: {
        loginWithMobile: payload({ attempt, userErrors: [{ code: 'DM_02', field: 'input.otp', message }] }),
      },
    });

  // Issue 10: a number with too many wrong codes gets no new code; the reason shows under the identifier.
  it('OTP_HELD: no code is sent, and the hold is explained under the identifier', async () => {
    const user = userEvent.setup();
    const held = mockOperation(RequestOtpDocument, {
      variables: { input: { mobile: MOBILE, purpose: 'LOGIN' } },
      data: {
        requestOtp: {
          __typename: 'RequestOtpPayload',
          ok: false,
          userErrors: [
            {
              __typename: 'UserError',
              code: 'OTP_HELD',
              field: 'input.mobile',
              message: ReasonMessage.OTP_HELD,
            },
          ],
        },
      },
    });
    renderWithProviders(<LoginForm />, { mocks: [validate('FC-03'), held] });
    await user.type(screen.getByTestId('login-username'), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(ReasonMessage.OTP_HELD)).toBeInTheDocument();
    expect(screen.queryByTestId('login-otp')).not.toBeInTheDocument();
  });

  it('FC-01: the number is not registered, under the identifier', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { mocks: [validate('FC-01')] });
    await user.type(screen.getByTestId('login-username'), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(ReasonMessage['FC-01'])).toBeInTheDocument();
    expect(screen.queryByTestId('login-otp')).not.toBeInTheDocument();
  });

  it('sends the OTP, counts wrong ones, and offers Resend OTP at the cap', async () => {
    const user = userEvent.setup();
    const mocks = [
      validate('FC-03'),
      sendOtp,
      wrongOtp(1, `${ReasonMessage.DM_02} count 1`),
      wrongOtp(4, otpCapMessage()),
      validate('FC-03'),
      // The new code's SMS can come before this answer does.
      mockOperation(RequestOtpDocument, {
        variables: { input: { mobile: MOBILE, purpose: 'LOGIN' } },
        data: { requestOtp: { __typename: 'RequestOtpPayload', ok: true, userErrors: [] } },
        delay: 300,
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });
    await user.type(screen.getByTestId('login-username'), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(Text.OTP_GENERATING)).toBeInTheDocument();
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent(/OTP valid for 0[23]:/);
    expect(screen.queryByTestId('login-resend-otp')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('login-otp'), '1111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`${ReasonMessage.DM_02} count 1`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(otpCapMessage())).toBeInTheDocument();
    expect(screen.getByTestId('login-resend-otp')).toBeInTheDocument();

    // Resend: the old code goes at once; one typed before the answer comes stays, with its Sign in.
    await user.click(screen.getByTestId('login-resend-otp'));
    expect(screen.getByTestId('login-otp')).toHaveValue('');
    await user.type(screen.getByTestId('login-otp'), '2222');
    // The answer: a fresh countdown, so Resend OTP goes until its last seconds.
    await waitFor(() => expect(screen.queryByTestId('login-resend-otp')).not.toBeInTheDocument());
    expect(screen.getByTestId('login-otp')).toHaveValue('2222');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
