import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveEducationDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { EducationSection, optionsWithSaved } from './career-sections';
import { SECTION_SAVED_TEXT } from './profile-section';
import { educationListsMock as lists, learnerProfile } from './profile.fixtures';

const save = mockOperation(SaveEducationDocument, {
  variables: {
    input: { qualification: 'Post Graduate', institute: 'IIM Nagpur', yearOfPassing: 2024, percentage: 71 },
  },
  data: {
    saveEducation: {
      __typename: 'ProfilePayload',
      profile: {
        __typename: 'LearnerProfile',
        id: 'LearnerProfile:1060',
        completeSections: ['education'],
        completeness: 14,
        employabilityScore: 5,
        education: {
          __typename: 'EducationDetails',
          qualification: 'Post Graduate',
          institute: 'IIM Nagpur',
          yearOfPassing: 2024,
          percentage: 71,
        },
      },
      userErrors: [],
    },
  },
});

describe('Education section (My Profile and the staff edit)', () => {
  it("offers the server's qualifications and years of passing (the education endpoints) and saves a choice", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EducationSection profile={learnerProfile()} />, { mocks: [lists, save] });
    await user.click(screen.getByTestId('profile-field-qualification'));
    const qualifications = await screen.findAllByRole('option');
    expect(qualifications.map((item) => item.textContent)).toEqual(['Graduate', 'Post Graduate']);
    await user.click(screen.getByRole('option', { name: 'Post Graduate' }));
    await user.type(
      within(screen.getByTestId('profile-education')).getByLabelText(/Institute/),
      'IIM Nagpur',
    );
    await user.click(screen.getByTestId('profile-field-yearOfPassing'));
    expect((await screen.findAllByRole('option')).map((item) => item.textContent)).toEqual(['2031', '2024']);
    await user.click(screen.getByRole('option', { name: '2024' }));
    await user.type(within(screen.getByTestId('profile-education')).getByLabelText(/Percentage/), '71');
    await user.click(screen.getByTestId('profile-education-save'));
    expect(await screen.findByText(SECTION_SAVED_TEXT)).toBeInTheDocument();
  });

  it('keeps a saved value the list no longer holds', () => {
    expect(optionsWithSaved(['Graduate'], '2019')).toEqual(['2019', 'Graduate']);
    expect(optionsWithSaved(['Graduate'], 'Graduate')).toEqual(['Graduate']);
    expect(optionsWithSaved(['Graduate'], '')).toEqual(['Graduate']);
  });
});
