import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonMessage } from '@finx/domain';
import { ResetPasswordDocument, type ResetPasswordMutation } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import ResetPasswordPage from './reset-password-page';

type UserErrors = ResetPasswordMutation['resetPassword']['userErrors'];

const PASSWORD = 'Finx @2026';

const resetMock = (userErrors: UserErrors) =>
  mockOperation(ResetPasswordDocument, {
    variables: { input: { token: 'link-token', newPassword: PASSWORD } },
    data: {
      resetPassword: {
        __typename: 'ActionPayload',
        ok: false,
        userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  });

const submit = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('password-newPassword'), PASSWORD);
  await user.type(screen.getByTestId('password-confirmPassword'), PASSWORD);
  await user.click(screen.getByTestId('reset-submit'));
};

describe('ResetPasswordPage (/forgotpasswordnext)', () => {
  it("puts the server's policy refusal under New Password, not in a toast", async () => {
    renderWithProviders(<ResetPasswordPage />, {
      route: '/forgotpasswordnext?id=link-token',
      mocks: [
        resetMock([
          {
            code: 'PASSWORD_POLICY',
            field: 'input.newPassword',
            message: ReasonMessage.PASSWORD_POLICY,
          },
        ]),
      ],
    });
    await submit();
    const message = await screen.findByText(ReasonMessage.PASSWORD_POLICY);
    expect(message.id).toBe('password-newPassword-helper-text');
    expect(screen.getAllByText(ReasonMessage.PASSWORD_POLICY)).toHaveLength(1);
  });

  it('toasts a link that no longer works: it is about no field of the form', async () => {
    renderWithProviders(<ResetPasswordPage />, {
      route: '/forgotpasswordnext?id=link-token',
      mocks: [
        resetMock([
          {
            code: 'RESET_LINK_INVALID',
            field: 'input.token',
            message: ReasonMessage.RESET_LINK_INVALID,
          },
        ]),
      ],
    });
    await submit();
    const message = await screen.findByText(ReasonMessage.RESET_LINK_INVALID);
    expect(message.id).not.toBe('password-newPassword-helper-text');
    expect(screen.queryByText(ReasonMessage.PASSWORD_POLICY)).not.toBeInTheDocument();
  });
});
