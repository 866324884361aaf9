import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROFILE_SECTIONS } from '@finx/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerProfile } from './profile.fixtures';
import { ProfileSummary } from './profile-summary';

const profile = learnerProfile;

describe('ProfileSummary (issue 28 item 11)', () => {
  it('asks to raise the Employability Score only while it can rise', () => {
    const { unmount } = renderWithProviders(
      <ProfileSummary profile={profile({ completeness: 86, employabilityScore: 80 })} />,
    );
    expect(screen.getByTestId('profile-employability')).toHaveTextContent('80 / 100');
    expect(screen.getByTestId('profile-employability-hint')).toHaveTextContent(/^Raise it/);
    unmount();

    renderWithProviders(
      <ProfileSummary
        profile={profile({
          completeSections: [...PROFILE_SECTIONS],
          completeness: 100,
          employabilityScore: 100,
        })}
      />,
    );
    const summary = screen.getByTestId('profile-summary');
    expect(within(summary).getByTestId('profile-employability')).toHaveTextContent('100 / 100');
    expect(within(summary).queryByText(/Raise it/)).not.toBeInTheDocument();
  });
});
