import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerProfile } from './profile.fixtures';
import { PersonalSection } from './personal-sections';

const profile = learnerProfile;

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
