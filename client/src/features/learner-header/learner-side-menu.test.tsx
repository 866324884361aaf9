import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LearnerHeaderDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { learnerViewer, viewerMock } from '../../test/fixtures';
import { availabilityMock } from '../chat/chat.fixtures';
import { LearnerSideMenu } from './learner-side-menu';
import { onAPhone } from '../../test/media-queries';

const headerMock = mockOperation(LearnerHeaderDocument, {
  data: {
    learnerHeader: {
      __typename: 'LearnerHeader',
      id: 'LearnerHeader:5001',
      cartCount: 3,
      wishlistCount: 1,
      videoCount: 4,
      courseCount: 9,
      jobCount: 21,
      alertCount: 0,
      notificationCount: 0,
      latestAlerts: [],
      latestNotifications: [],
    },
  },
});

describe('LearnerSideMenu (001 §2 screen 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a wide screen lists its own entries, each in a list item; My Profile leads to /userprofile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerSideMenu />, {
      mocks: [headerMock, viewerMock(learnerViewer), availabilityMock(['FINX', 'CIEL'])],
    });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    // The assistants' pages, for a learner the server lets use them (001 §2 screen 14).
    expect(await within(nav).findByRole('link', { name: 'Finx AI Buddy' })).toHaveAttribute(
      'href',
      '/chatbot',
    );
    expect(within(nav).getByRole('link', { name: 'CIEL AI Buddy' })).toHaveAttribute('href', '/chatbot-rcp');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/studentDashboard');
    expect(within(nav).queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    expect(within(nav).getByRole('link', { name: 'My Payment' })).toHaveAttribute('href', '/my-orders');
    expect(within(nav).getByRole('link', { name: 'CFX Assessment Report' })).toHaveAttribute(
      'href',
      '/MyCfxAssessmentReport',
    );
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement?.tagName).toBe('LI');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/userprofile');
    expect(within(nav).getByRole('link', { name: /^Jobs/ })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Applied jobs' })).toHaveAttribute('href', '/jobs/applied');
  });

  it('on a phone also carries the header links with their counts, Feedback and Sign Out', async () => {
    onAPhone();
    renderWithProviders(<LearnerSideMenu />, {
      mocks: [headerMock, viewerMock(learnerViewer), availabilityMock([])],
    });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    const explore = within(nav).getByRole('list', { name: 'Explore' });
    await waitFor(() => expect(within(explore).getByTestId('header-cart-count')).toHaveTextContent('3'));
    expect(within(explore).getByTestId('header-wishlist-count')).toHaveTextContent('1');
    expect(within(explore).getByTestId('header-video-count')).toHaveTextContent('4');
    expect(within(explore).getByTestId('header-course-count')).toHaveTextContent('9');
    expect(within(nav).getByTestId('side-menu-job-count')).toHaveTextContent('21');
    expect(within(explore).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/mycart');
    expect(within(explore).getByRole('link', { name: /^Videos/ })).toHaveAttribute('href', '/videos');
    expect(within(explore).queryByRole('link', { name: /^Jobs/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Jobs/ })).toHaveAttribute('href', '/jobs');
    expect(screen.getByTestId('sign-out')).toBeInTheDocument();
    expect(await screen.findByTestId('feedback-button')).toBeInTheDocument();
    // No assistant for this learner: no link to one.
    expect(within(nav).queryByRole('link', { name: /AI Buddy/ })).not.toBeInTheDocument();
  });
});
