import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardMessage, messageFor, ReasonCode } from '@finx/domain';
import { ReferFriendDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { ReferralForm } from './referral-form';

// Typing into the form takes longer than the default five seconds on a busy machine.
describe('dashboard forms', { timeout: 20_000 }, () => {
  it('puts the server’s refusal of a repeated invitation under the friend’s e-mail', async () => {
    const user = userEvent.setup();
    const input = { friendName: 'Rahul Mehta', friendEmail: 'rahul@example.com' };
    renderWithProviders(<ReferralForm />, {
      mocks: [
        mockOperation(ReferFriendDocument, {
          variables: { input },
          data: {
            referFriend: {
              __typename: 'ReferFriendPayload',
              ok: false,
              remainingToday: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: ReasonCode.REFERRAL_ALREADY_SENT,
                  field: 'input.friendEmail',
                  message: messageFor(ReasonCode.REFERRAL_ALREADY_SENT),
                },
              ],
            },
          },
        }),
      ],
    });
    const form = screen.getByTestId('referral-form');
    await user.type(screen.getByTestId('referral-name'), 'Rahul Mehta');
    await user.type(screen.getByTestId('referral-email'), 'rahul@');
    await user.click(screen.getByTestId('referral-send'));
    expect(await within(form).findByText(DashboardMessage.FRIEND_EMAIL_INVALID)).toBeInTheDocument();
    await user.type(screen.getByTestId('referral-email'), 'example.com');
    await user.click(screen.getByTestId('referral-send'));
    expect(
      await within(form).findByText(messageFor(ReasonCode.REFERRAL_ALREADY_SENT), undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
  });
});
