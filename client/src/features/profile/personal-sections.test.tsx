import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import type { GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { PersonalSection } from './personal-sections';

const profile = (
  changes: Partial<GatewayData<LearnerProfileFieldsFragment>>,
): GatewayData<LearnerProfileFieldsFragment> => ({
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
  maskedAadhar: null,
  completeSections: [],
  completeness: 0,
  employabilityScore: 0,
  ...changes,
});

describe('PersonalSection (issue 28 item 11)', () => {
  it('shows the date of birth as DD/MM/YYYY, as every other date', () => {
    renderWithProviders(
      <PersonalSection
        profile={profile({
          personal: { __typename: 'PersonalDetails', dateOfBirth: '2003-05-14', gender: 'FEMALE' },
          completeSections: ['personal'],
        })}
      />,
    );
    const born = screen.getByText('Date of birth').nextElementSibling;
    expect(born).toHaveTextContent('14/05/2003');
    expect(screen.queryByText('2003-05-14')).not.toBeInTheDocument();
  });
});
