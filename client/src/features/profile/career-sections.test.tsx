import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveEmploymentDocument, type LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerProfile } from './profile.fixtures';
import { EmploymentSection } from './career-sections';
import { SECTION_SAVED_TEXT } from './profile-section';

type Employment = NonNullable<LearnerProfileFieldsFragment['employment']>;

const profile = (employment: Employment | null) =>
  learnerProfile({
    employment: employment && { __typename: 'EmploymentDetails', ...employment },
    completeSections: employment ? ['employment'] : [],
    completeness: employment ? 14 : 0,
  });

const freshersSave = mockOperation(SaveEmploymentDocument, {
  variables: { input: { status: 'FRESHER', organisation: '', designation: '', experienceYears: null } },
  data: {
    saveEmployment: {
      __typename: 'ProfilePayload',
      profile: {
        __typename: 'LearnerProfile',
        id: 'LearnerProfile:1060',
        completeSections: ['employment'],
        completeness: 14,
        employabilityScore: 5,
        employment: {
          __typename: 'EmploymentDetails',
          status: 'FRESHER',
          organisation: '',
          designation: '',
          experienceYears: null,
        },
      },
      userErrors: [],
    },
  },
});

async function chooseStatus(label: string) {
  const user = userEvent.setup();
  // An empty section opens on its form; a filled one on its view, with Edit.
  const edit = screen.queryByTestId('profile-employment-edit');
  if (edit) await user.click(edit);
  await user.click(screen.getByTestId('profile-field-status'));
  await user.click(await screen.findByRole('option', { name: label }));
  await user.click(screen.getByTestId('profile-employment-save'));
}

describe('Employment section (My Profile)', () => {
  it('saves a fresher, whose experience field is hidden and empty', async () => {
    renderWithProviders(<EmploymentSection profile={profile(null)} />, { mocks: [freshersSave] });
    await chooseStatus('Fresher');
    // The page's query refreshes the section; here the saved toast shows that the answer came back.
    expect(await screen.findByText(SECTION_SAVED_TEXT)).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-employment')).queryByText(/Please/)).not.toBeInTheDocument();
  });

  it('saves a learner who was experienced and is now a fresher without the old job', async () => {
    const before = {
      status: 'EXPERIENCED',
      organisation: 'ICICI Bank',
      designation: 'Teller',
      experienceYears: 2,
    };
    renderWithProviders(<EmploymentSection profile={profile(before)} />, { mocks: [freshersSave] });
    await chooseStatus('Fresher');
    await waitFor(() => expect(screen.queryByTestId('profile-employment-save')).not.toBeInTheDocument());
  });
});
