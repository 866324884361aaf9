import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonMessage, RegistrationMessage, RoleId } from '@finx/domain';
import { CheckStaffEmailDocument, CreateUserDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import NewAdminPage from './new-admin-page';

const input = {
  firstName: 'Kavya',
  lastName: 'Rao',
  email: 'kavya.rao@finx.demo',
  mobile: '9811122233',
  roleId: RoleId.OPS,
  password: 'First@123',
};

const emailCheck = (taken: boolean) =>
  mockOperation(CheckStaffEmailDocument, {
    variables: { email: input.email },
    data: {
      checkStaffEmail: {
        __typename: 'ActionPayload',
        ok: !taken,
        userErrors: taken
          ? [
              {
                __typename: 'UserError',
                code: 'USER_EMAIL_TAKEN',
                field: 'email',
                message: ReasonMessage.USER_EMAIL_TAKEN,
              },
            ]
          : [],
      },
    },
  });

describe('NewAdminPage (/new-admin)', () => {
  it('checks the fields by the domain’s rules and puts a server refusal under its field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewAdminPage />, {
      route: '/new-admin',
      mocks: [
        emailCheck(false),
        mockOperation(CreateUserDocument, {
          variables: { input },
          data: {
            createUser: {
              __typename: 'StaffUserPayload',
              user: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: 'USER_EMAIL_TAKEN',
                  field: 'input.email',
                  message: ReasonMessage.USER_EMAIL_TAKEN,
                },
              ],
            },
          },
        }),
      ],
    });
    await user.click(screen.getByTestId('new-user-submit'));
    expect(await screen.findByText(RegistrationMessage.FIRST_NAME_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByTestId('new-first-name'), input.firstName);
    await user.type(screen.getByTestId('new-last-name'), input.lastName);
    await user.type(screen.getByTestId('new-email'), input.email);
    await user.type(screen.getByTestId('new-mobile'), input.mobile);
    await user.click(screen.getByTestId('new-role'));
    await user.click(screen.getByRole('option', { name: 'Operations' }));
    await user.type(screen.getByTestId('new-password'), input.password);
    await user.click(screen.getByTestId('new-user-submit'));
    expect(await screen.findByText(ReasonMessage.USER_EMAIL_TAKEN)).toBeInTheDocument();
    // Six fields typed key by key: slower than the default 5 s on a shared machine.
  }, 20_000);

  it('says a taken e-mail under its field when the field is left (validate/email), before any submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewAdminPage />, { route: '/new-admin', mocks: [emailCheck(true)] });
    await user.type(screen.getByTestId('new-email'), input.email);
    await user.tab();
    expect(await screen.findByText(ReasonMessage.USER_EMAIL_TAKEN)).toBeInTheDocument();
  });
});
