import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import FaqPage from './faq-page';

const renderFaq = (route: string) =>
  renderWithProviders(<FaqPage />, { mocks: [viewerMock(null)], route, path: '/faq' });

describe('FaqPage', () => {
  it('opens the tab named in the URL and shows the fees in rupees', async () => {
    renderFaq('/faq?tab=assessment');

    expect(screen.getByRole('tab', { name: 'Assessment Test' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('The assessment test fee is ₹1,000 per test.')).toBeInTheDocument();
    expect(within(panel).getByText('Each test lasts 60 minutes.')).toBeInTheDocument();
  });

  it('switches tabs through the URL and formats the programme fee in INR', async () => {
    const user = userEvent.setup();
    renderFaq('/faq');

    // No tab in the URL: the first one.
    expect(screen.getByRole('tab', { name: 'About the Programme' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'What is the programme fee?' }));
    expect(screen.getByText(/programme fee is ₹75,000\./)).toBeVisible();
    expect(screen.getByText(/net cost of the programme is about ₹30,000\./)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Selection Process' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/faq?tab=selection');
    expect(screen.getByRole('tab', { name: 'Selection Process' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'How are candidates selected?' }));
    expect(
      screen.getByText(
        'Selection is based on an entrepreneurship assessment test, a group discussion, a personal interview and academic qualifications.',
      ),
    ).toBeVisible();
  });

  it('falls back to the first tab for an unknown tab value', () => {
    renderFaq('/faq?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'About the Programme' })).toHaveAttribute('aria-selected', 'true');
  });
});
