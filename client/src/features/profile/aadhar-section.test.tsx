import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AadharMessage, ReasonCode } from '@finx/domain';
import { SaveAadharDocument, type LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { AadharSection } from './aadhar-section';

const profile = (maskedAadhar: string | null): GatewayData<LearnerProfileFieldsFragment> => ({
  __typename: 'LearnerProfile',
  id: 'LearnerProfile:1060',
  firstName: 'Aarav',
  lastName: 'Nair',
  personal: null,
  parents: null,
  address: null,
  education: null,
  employment: null,
  preferences: null,
  maskedAadhar,
  completeSections: maskedAadhar ? ['aadhar'] : [],
  completeness: maskedAadhar ? 14 : 0,
  employabilityScore: maskedAadhar ? 15 : 0,
});

const refusal = (message: string) =>
  mockOperation(SaveAadharDocument, {
    variables: { input: { aadharNumber: '2345 6789 0124' } },
    data: {
      saveAadhar: {
        __typename: 'ProfilePayload',
        profile: null,
        userErrors: [
          {
            __typename: 'UserError',
            code: ReasonCode.VALIDATION_FAILED,
            field: 'input.aadharNumber',
            message,
          },
        ],
      },
    },
  });

describe('Aadhar section (001 §5)', () => {
  it('refuses a wrong check digit with the spec’s message before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AadharSection profile={profile(null)} />, { mocks: [] });
    await user.type(screen.getByTestId('profile-field-aadharNumber'), '2345 6789 0125');
    await user.click(screen.getByTestId('profile-aadhar-save'));
    const section = screen.getByTestId('profile-aadhar');
    expect(await within(section).findByText(AadharMessage.INVALID)).toBeInTheDocument();
  });

  it('puts the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    const serverText = `${AadharMessage.INVALID} (from the server)`;
    renderWithProviders(<AadharSection profile={profile(null)} />, { mocks: [refusal(serverText)] });
    await user.type(screen.getByTestId('profile-field-aadharNumber'), '2345 6789 0124');
    await user.click(screen.getByTestId('profile-aadhar-save'));
    const field = screen.getByTestId('profile-field-aadharNumber').closest('.MuiFormControl-root');
    expect(await within(field as HTMLElement).findByText(serverText)).toBeInTheDocument();
  });

  it('shows a saved number masked, and its form starts from the masked form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AadharSection profile={profile('XXXX XXXX 0124')} />, { mocks: [] });
    const section = screen.getByTestId('profile-aadhar');
    expect(section).toHaveTextContent('XXXX XXXX 0124');
    await user.click(screen.getByTestId('profile-aadhar-edit'));
    expect(screen.getByTestId('profile-field-aadharNumber')).toHaveValue('XXXX XXXX 0124');
  });
});
