import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LearnerHeaderDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { LearnerSideMenu } from './learner-side-menu';

const headerMock = mockOperation(LearnerHeaderDocument, {
  data: {
    learnerHeader: {
      __typename: 'LearnerHeader',
      id: 'LearnerHeader:5001',
      cartCount: 3,
      wishlistCount: 1,
      alertCount: 0,
      notificationCount: 0,
      latestAlerts: [],
      latestNotifications: [],
    },
  },
});

/** A phone: every `max-width` query matches (jsdom has no layout, so it measures nothing). */
const onAPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));

describe('LearnerSideMenu (001 §2 screen 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a wide screen lists its own entries, each in a list item; My Profile leads to /userprofile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerSideMenu />, { mocks: [headerMock, viewerMock(learnerViewer)] });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/studentDashboard');
    expect(within(nav).queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    expect(within(nav).getByRole('link', { name: 'My Payment' })).toHaveAttribute('href', '/my-orders');
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement?.tagName).toBe('LI');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/userprofile');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Applied jobs' })).toHaveAttribute('href', '/jobs/applied');
  });

  it('on a phone also carries the header links with their counts, Feedback and Sign Out', async () => {
    onAPhone();
    renderWithProviders(<LearnerSideMenu />, { mocks: [headerMock, viewerMock(learnerViewer)] });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    const explore = within(nav).getByRole('list', { name: 'Explore' });
    await waitFor(() => expect(within(explore).getByTestId('header-cart-count')).toHaveTextContent('3'));
    expect(within(explore).getByTestId('header-wishlist-count')).toHaveTextContent('1');
    expect(within(explore).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/mycart');
    expect(within(explore).getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos');
    expect(within(explore).queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByTestId('sign-out')).toBeInTheDocument();
    expect(await screen.findByTestId('feedback-button')).toBeInTheDocument();
  });
});
