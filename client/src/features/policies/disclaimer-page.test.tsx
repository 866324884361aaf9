import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { REFUND_POLICY, SUPPORT_EMAIL } from '@finx/domain';
import { viewerMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import DisclaimerPage from './disclaimer-page';

describe('DisclaimerPage', () => {
  it('shows the refund policy text of the domain, naming the support mailbox', async () => {
    renderWithProviders(<DisclaimerPage />, { mocks: [viewerMock(null)], route: '/disclaimer' });

    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refund and cancellation' })).toBeInTheDocument();
    const refund = screen.getByTestId('refund-policy');
    expect(refund).toHaveTextContent(REFUND_POLICY);
    expect(refund).toHaveTextContent(SUPPORT_EMAIL);
    expect(screen.getByRole('heading', { name: 'Jurisdiction' })).toBeInTheDocument();
    expect(screen.getByText(/courts at Mumbai/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Homepage' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
      'href',
      '/finx-disclaimer',
    );
  });
});
