import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { Delay, LoginMessage, ReasonMessage } from '@finx/domain';
import { LoginDocument, type LoginPayloadFieldsFragment } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerViewer } from '../../test/fixtures';
import { LoginForm } from './login-form';

type UserError = LoginPayloadFieldsFragment['userErrors'][number];

const loginMock = (
  username: string,
  password: string,
  payload: { viewer?: typeof learnerViewer | null; redirectTo?: string | null; userErrors?: UserError[] },
) =>
  mockOperation(LoginDocument, {
    variables: { input: { username, password } },
    data: {
      login: {
        __typename: 'LoginPayload',
        redirectTo: payload.redirectTo ?? null,
        attempt: null,
        viewer: payload.viewer ?? null,
        userErrors: (payload.userErrors ?? []).map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  });

const fields = () => ({
  username: screen.getByTestId('login-username'),
  password: () => screen.queryByTestId('login-password'),
  submit: () => screen.queryByRole('button', { name: 'Sign in' }),
});

describe('LoginForm (000 §2, §5)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the spec messages on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const { username, password } = fields();

    await user.click(username);
    await user.tab();
    expect(await screen.findByText(LoginMessage.USERNAME_REQUIRED)).toBeInTheDocument();

    await user.type(username, 'learner@');
    await user.tab();
    expect(await screen.findByText(LoginMessage.INVALID_EMAIL)).toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'learner@finx.demo');
    await user.click(password()!);
    await user.tab();
    expect(await screen.findByText(LoginMessage.PASSWORD_REQUIRED)).toBeInTheDocument();
  });

  it('asks for both when both are left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.click(fields().username);
    await user.click(fields().password()!);
    await user.tab();
    // The spec's text has two spaces before "Username"; match it exactly.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(LoginMessage.BOTH_REQUIRED, exact)).toBeInTheDocument();
    expect(screen.queryByText(LoginMessage.USERNAME_REQUIRED)).not.toBeInTheDocument();
  });

  it('switches to mobile mode on a numeric identifier', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(fields().username, '98765');
    await user.tab();
    expect(await screen.findByText(LoginMessage.MOBILE_LENGTH)).toBeInTheDocument();
    // Nine digits short of a mobile number: no OTP can be asked for yet.
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    expect(fields().password()).not.toBeInTheDocument();
    expect(fields().submit()).not.toBeInTheDocument();
  });

  it('shows Sign in only while both fields are non-empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    expect(fields().submit()).not.toBeInTheDocument();
    await user.type(fields().username, 'learner@finx.demo');
    expect(fields().submit()).not.toBeInTheDocument();
    await user.type(fields().password()!, 'x');
    expect(fields().submit()).toBeInTheDocument();
    await user.clear(fields().password()!);
    expect(fields().submit()).not.toBeInTheDocument();
    await user.type(fields().password()!, '   ');
    expect(fields().submit()).not.toBeInTheDocument();
  });

  it('links Forgot Password to /forgotpassword', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgotpassword');
  });

  it("puts an unknown e-mail on the username field, in the server's words", async () => {
    const user = userEvent.setup();
    const mocks = [
      loginMock('nobody@finx.demo', 'Secret@1', {
        userErrors: [
          {
            code: 'EMAIL_NOT_REGISTERED',
            field: 'input.username',
            message: ReasonMessage.EMAIL_NOT_REGISTERED,
          },
        ],
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });
    await user.type(fields().username, '  nobody@finx.demo ');
    await user.type(fields().password()!, 'Secret@1');
    await user.click(fields().submit()!);
    const message = await screen.findByText(ReasonMessage.EMAIL_NOT_REGISTERED);
    expect(message.id).toBe('login-username-helper-text');
  });

  it('puts invalid credentials on the password field', async () => {
    const user = userEvent.setup();
    const mocks = [
      loginMock('learner@finx.demo', 'wrong', {
        userErrors: [{ code: 'SM-03', field: 'input.password', message: ReasonMessage['SM-03'] }],
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });
    await user.type(fields().username, 'learner@finx.demo');
    await user.type(fields().password()!, 'wrong');
    await user.click(fields().submit()!);
    const message = await screen.findByText(ReasonMessage['SM-03']);
    expect(message.id).toBe('login-password-helper-text');
  });

  it('toasts success and redirects after Delay.AFTER_LOGIN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const mocks = [
      loginMock('learner@finx.demo', 'Demo@1234', { viewer: learnerViewer, redirectTo: '/studentDashboard' }),
    ];
    renderWithProviders(<LoginForm />, {
      mocks,
      path: '/',
      routes: <Route path="/studentDashboard" element={<p>dashboard</p>} />,
    });
    await user.type(fields().username, 'learner@finx.demo');
    await user.type(fields().password()!, 'Demo@1234');
    await user.click(fields().submit()!);
    expect(await screen.findByText(/Welcome back, Asha Learner/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(async () => {
      vi.advanceTimersByTime(Delay.AFTER_LOGIN);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/studentDashboard'));
  });
});
