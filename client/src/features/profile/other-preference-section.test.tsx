import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_PREFERENCE_MAX, OTHER_PREFERENCE_TOO_LONG } from '@finx/domain';
import { MyOtherPreferenceDocument, SaveOtherPreferenceDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { OtherPreferenceSection } from './other-preference-section';
import { SECTION_SAVED_TEXT } from './profile-section';

const preference = (otherPreference: string | null) => ({
  __typename: 'OtherPreference' as const,
  id: 'OtherPreference:1001',
  otherPreference,
});

describe('the profile’s other preferences (001 §7 otherpref)', { timeout: 30_000 }, () => {
  it('shows none, saves the text typed, and shows it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OtherPreferenceSection />, {
      mocks: [
        mockOperation(MyOtherPreferenceDocument, { data: { myOtherPreference: preference(null) } }),
        mockOperation(SaveOtherPreferenceDocument, {
          variables: { otherPreference: 'Remote roles in fintech risk' },
          data: {
            saveOtherPreference: {
              __typename: 'OtherPreferencePayload',
              otherPreference: preference('Remote roles in fintech risk'),
              userErrors: [],
            },
          },
        }),
      ],
    });
    const section = await screen.findByTestId('profile-other-preferences');
    expect(section).toHaveTextContent('Other preferences—');
    await user.click(within(section).getByTestId('profile-other-preferences-edit'));
    await user.type(
      within(section).getByTestId('profile-field-otherPreference'),
      '  Remote roles in fintech risk ',
    );
    await user.click(within(section).getByTestId('profile-other-preferences-save'));
    expect(await screen.findByText(SECTION_SAVED_TEXT)).toBeInTheDocument();
    expect(await within(section).findByText('Remote roles in fintech risk')).toBeInTheDocument();
  });

  it('says why a text over the limit is not saved, before sending it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OtherPreferenceSection />, {
      mocks: [mockOperation(MyOtherPreferenceDocument, { data: { myOtherPreference: preference('Short') } })],
    });
    const section = await screen.findByTestId('profile-other-preferences');
    await within(section).findByText('Short');
    await user.click(within(section).getByTestId('profile-other-preferences-edit'));
    const field = within(section).getByTestId('profile-field-otherPreference');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(OTHER_PREFERENCE_MAX + 1));
    await user.click(within(section).getByTestId('profile-other-preferences-save'));
    expect(await within(section).findByText(OTHER_PREFERENCE_TOO_LONG)).toBeInTheDocument();
  });
});
