import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LearnerProfileDocument,
  StaffSaveDateOfBirthDocument,
  StaffSaveEmploymentDocument,
} from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { educationListsMock, learnerProfile } from './profile.fixtures';
import { SECTION_SAVED_TEXT } from './profile-section';
import { StaffProfileSections } from './staff-profile-sections';

const partyId = 1060;
const profileQuery = mockOperation(LearnerProfileDocument, {
  variables: { partyId },
  data: { learnerProfile: learnerProfile() },
});
const scores = { __typename: 'LearnerProfile' as const, id: 'LearnerProfile:1060', employabilityScore: 20 };

describe('StaffProfileSections (/admin-edit-user-profile, the admin service’s section saves)', () => {
  it('saves the learner’s employment through staff’s call, naming the learner', async () => {
    const save = mockOperation(StaffSaveEmploymentDocument, {
      variables: {
        partyId,
        input: { status: 'FRESHER', organisation: '', designation: '', experienceYears: null },
      },
      data: {
        staffSaveEmployment: {
          __typename: 'ProfilePayload',
          profile: {
            ...scores,
            completeSections: ['employment'],
            completeness: 14,
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
    renderWithProviders(<StaffProfileSections partyId={partyId} />, {
      mocks: [profileQuery, save, educationListsMock],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('profile-field-status'));
    await user.click(await screen.findByRole('option', { name: 'Fresher' }));
    await user.click(screen.getByTestId('profile-employment-save'));
    expect(await screen.findByText(SECTION_SAVED_TEXT)).toBeInTheDocument();
  });

  it('saves a date of birth alone (saveDateOfBirth)', async () => {
    const save = mockOperation(StaffSaveDateOfBirthDocument, {
      variables: { partyId, dateOfBirth: '2001-05-06' },
      data: {
        staffSaveDateOfBirth: {
          __typename: 'ProfilePayload',
          profile: {
            ...scores,
            completeSections: [],
            completeness: 0,
            personal: { __typename: 'PersonalDetails', dateOfBirth: '2001-05-06', gender: '' },
          },
          userErrors: [],
        },
      },
    });
    renderWithProviders(<StaffProfileSections partyId={partyId} />, {
      mocks: [profileQuery, save, educationListsMock],
    });
    const field = await screen.findByTestId('profile-field-dateOfBirth');
    fireEvent.change(field, { target: { name: 'dateOfBirth', value: '2001-05-06' } });
    await userEvent.setup().click(screen.getByTestId('profile-dateOfBirth-save'));
    expect(await screen.findByText(SECTION_SAVED_TEXT)).toBeInTheDocument();
  });
});
