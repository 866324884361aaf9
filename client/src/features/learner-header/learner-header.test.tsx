import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@finx/domain';
import { LearnerHeaderDocument, type LearnerHeaderQuery } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';

type Header = GatewayData<LearnerHeaderQuery['learnerHeader']>;
import { LearnerHeader } from './learner-header';
import { JOBS_TOAST } from './learner-links';

const alert = (id: number, name: string, date: string) => ({
  __typename: 'Alert',
  id: String(id),
  alertId: id,
  alertName: name,
  alertStartDateTime: date,
  isRead: false,
});

const headerMock = (overrides: Partial<Header> = {}) =>
  mockOperation(LearnerHeaderDocument, {
    data: {
      learnerHeader: {
        __typename: 'LearnerHeader',
        id: 'LearnerHeader:5001',
        cartCount: 2,
        wishlistCount: 5,
        alertCount: 4,
        notificationCount: 0,
        latestAlerts: [
          alert(1, 'CFX batch starts Monday', '2025-03-07T10:00:00Z'),
          alert(2, 'FEAT results published', '2025-02-20T09:00:00Z'),
          alert(3, 'New course: Credit Risk', '2025-02-01T09:00:00Z'),
          alert(4, 'An older alert', '2025-01-01T09:00:00Z'),
        ],
        latestNotifications: [],
        ...overrides,
      },
    },
  });

describe('LearnerHeader (000 §2, 001 §2)', () => {
  it('shows the counts of cart, wishlist, alerts and messages', async () => {
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await waitFor(() => expect(screen.getByTestId('header-cart-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('header-wishlist-count')).toHaveTextContent('5');
    expect(screen.getByTestId('header-alert-count')).toHaveTextContent('4');
    expect(screen.getByTestId('header-message-count')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/mycart');
    expect(screen.getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/mywishlist');
    expect(screen.getByRole('link', { name: /Entrepreneurship/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('sign-out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
  });

  it('leads Jobs to /jobs with its info toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(await screen.findByText(JOBS_TOAST)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
  });

  it('lists the latest three alerts with DD/MM/YYYY dates, each opening its alert, and View All', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await screen.findByText('4', { selector: '[data-testid="header-alert-count"]' });
    await user.click(screen.getByTestId('alerts-button'));
    const menu = await screen.findByTestId('alerts-menu');
    expect(within(menu).getByText('CFX batch starts Monday')).toBeInTheDocument();
    expect(within(menu).getByText('07/03/2025')).toBeInTheDocument();
    expect(within(menu).getByText('New course: Credit Risk')).toBeInTheDocument();
    expect(within(menu).queryByText('An older alert')).not.toBeInTheDocument();
    expect(within(menu).getByText('CFX batch starts Monday').closest('a')).toHaveAttribute(
      'href',
      '/myalerts/1',
    );
    await user.click(within(menu).getByText('View All'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myalerts$/);
  });

  it('shows the empty texts when nothing is unread', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, {
      mocks: [headerMock({ alertCount: 0, latestAlerts: [] })],
    });
    await screen.findByText('2', { selector: '[data-testid="header-cart-count"]' });
    await user.click(screen.getByTestId('messages-button'));
    const messages = await screen.findByTestId('messages-menu');
    expect(within(messages).getByText(Text.NO_UNREAD_MESSAGE)).toBeInTheDocument();
    expect(within(messages).getByRole('menuitem', { name: 'View All' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('alerts-button'));
    expect(await screen.findByText(Text.NO_UNREAD_ALERT)).toBeInTheDocument();
  });

  it('shows the Videos info toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(await screen.findByText(Text.VIDEOS_TOAST)).toBeInTheDocument();
  });
});
