import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@finx/domain';
import { LearnerHeaderDocument, type LearnerHeaderQuery } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { LIVE_CONNECTED_EVENT } from '../../graphql/live-events';

type Header = GatewayData<LearnerHeaderQuery['learnerHeader']>;
import { LearnerHeader } from './learner-header';
import { coursesToast, firstVisitOf, jobsToast, resetListToasts } from './learner-links';

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
        videoCount: 7,
        courseCount: 12,
        jobCount: 1,
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
  beforeEach(() => resetListToasts());

  it('shows the counts of videos, courses, jobs, cart, wishlist, alerts and messages', async () => {
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    // Before the header answers, each badge holds its place with no number (nothing moves when it comes).
    expect(screen.getByRole('link', { name: /Videos/ }).querySelector('.MuiBadge-invisible')).not.toBeNull();
    expect(screen.queryByTestId('header-video-count')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-cart-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('header-video-count')).toHaveTextContent('7');
    expect(screen.getByTestId('header-course-count')).toHaveTextContent('12');
    expect(screen.getByTestId('header-job-count')).toHaveTextContent('1');
    // The link keeps its name (as before the badge); the count is its description.
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAccessibleDescription('12 not enrolled in');
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAccessibleDescription('1 open, not applied to');
    expect(screen.getByRole('link', { name: /Videos/ }).querySelector('.MuiBadge-invisible')).toBeNull();
    expect(screen.getByTestId('header-wishlist-count')).toHaveTextContent('5');
    expect(screen.getByTestId('header-alert-count')).toHaveTextContent('4');
    expect(screen.getByTestId('header-message-count')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/mycart');
    expect(screen.getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/mywishlist');
    expect(screen.getByRole('link', { name: /Entrepreneurship/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('sign-out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
  });

  it('leads Jobs to /jobs with an info toast of the open roles, once a visit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await screen.findByTestId('header-job-count');
    await user.click(screen.getByRole('link', { name: /^Jobs/ }));
    expect(jobsToast(1)).toMatch(/^1 open role you have not applied to/);
    expect(await screen.findByText(jobsToast(1))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
    await user.click(screen.getByRole('link', { name: /^Videos/ }));
    await user.click(screen.getByRole('link', { name: /^Jobs/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
    expect(screen.getAllByText(jobsToast(1))).toHaveLength(1);
  });

  it('leads Courses to /courses with an info toast of the courses not taken, once a visit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, { mocks: [headerMock()] });
    await screen.findByTestId('header-course-count');
    await user.click(screen.getByRole('link', { name: /^Courses/ }));
    expect(await screen.findByText(coursesToast(12))).toBeInTheDocument();
    expect(coursesToast(12)).toMatch(/^12 courses you have not enrolled in yet/);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/courses$/);
    await user.click(screen.getByRole('link', { name: /^Courses/ }));
    expect(screen.getAllByText(coursesToast(12))).toHaveLength(1);
    expect(coursesToast(0)).toMatch(/every course/);
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
    await user.click(screen.getByRole('link', { name: /^Videos/ }));
    expect(await screen.findByText(Text.VIDEOS_TOAST)).toBeInTheDocument();
  });

  it("tells a list's first visit in the tab's session from the later ones", () => {
    expect(firstVisitOf('jobs')).toBe(true);
    expect(firstVisitOf('jobs')).toBe(false);
    expect(firstVisitOf('courses')).toBe(true);
    // A reload keeps the session's record: the toast does not come back.
    expect(JSON.parse(sessionStorage.getItem('finx.listToastShown') ?? '[]')).toEqual(['jobs', 'courses']);
    resetListToasts();
    expect(firstVisitOf('jobs')).toBe(true);
  });

  it('reads the counts again when the live socket connects, so an alert sent before it is not missed', async () => {
    renderWithProviders(<LearnerHeader onToggleMenu={() => {}} />, {
      mocks: [headerMock(), headerMock({ alertCount: 5 })],
    });
    await waitFor(() => expect(screen.getByTestId('header-alert-count')).toHaveTextContent('4'));
    window.dispatchEvent(new Event(LIVE_CONNECTED_EVENT));
    await waitFor(() => expect(screen.getByTestId('header-alert-count')).toHaveTextContent('5'));
  });
});
