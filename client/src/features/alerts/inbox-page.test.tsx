import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_PAGE_SIZE_DEFAULT, Text } from '@finx/domain';
import {
  MarkAlertsReadDocument,
  MyAlertsDocument,
  type HeaderAlertFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData, type GatewayMock } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import InboxPage from './inbox-page';
import { ALERTS } from './inbox-kinds';

const alert = (id: number, isRead: boolean): GatewayData<HeaderAlertFieldsFragment> => ({
  __typename: 'Alert',
  id: String(id),
  alertId: id,
  alertName: `Alert number ${id}`,
  alertStartDateTime: '2026-11-20T10:00:00.000Z',
  isRead,
});

const pageMock = (page: number, unreadOnly: boolean, items: ReturnType<typeof alert>[], total = 25) =>
  mockOperation(MyAlertsDocument, {
    variables: { page, pageSize: INBOX_PAGE_SIZE_DEFAULT, unreadOnly },
    data: {
      myAlerts: {
        __typename: 'AlertPage',
        totalRecords: total,
        page,
        pageSize: INBOX_PAGE_SIZE_DEFAULT,
        items,
      },
    },
  });

const readMock = (ids: string[] | undefined, readIds: string[]) =>
  mockOperation(MarkAlertsReadDocument, {
    variables: ids ? { ids } : {},
    data: {
      markAlertsRead: {
        __typename: 'InboxReadPayload',
        readIds,
        userErrors: [],
        learnerHeader: {
          __typename: 'LearnerHeader',
          id: 'LearnerHeader:1001',
          alertCount: 0,
          notificationCount: 0,
          latestAlerts: [],
          latestNotifications: [],
        },
      },
    },
  });

const render = (route: string, mocks: GatewayMock[]) =>
  renderWithProviders(<InboxPage kind={ALERTS} />, { route, path: '/myalerts/:id?', mocks });

describe('AlertsPage (001 §2 /myalerts)', () => {
  it('shows the page the URL names, and the selected alert, which it marks read', async () => {
    render('/myalerts/12?page=2', [
      pageMock(2, false, [alert(12, false), alert(11, true)]),
      readMock(['12'], ['12']),
    ]);
    const detail = await screen.findByTestId('alerts-detail');
    expect(within(detail).getByText('Alert number 12')).toBeInTheDocument();
    // Opening it marked it read: the cached alert changed, in the list and the detail alike.
    await waitFor(() => expect(within(detail).getByTestId('alerts-detail-status')).toHaveTextContent('Read'));
    const items = screen.getAllByTestId('alerts-item');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true']);
    expect(items[1]).toHaveAttribute('href', '/myalerts/11?page=2');
  });

  it('pages and filters through the URL, back to page 1 when the filter changes', async () => {
    const user = userEvent.setup();
    render('/myalerts?page=2', [pageMock(2, false, [alert(11, true)]), pageMock(1, true, [], 0)]);
    await screen.findAllByTestId('alerts-item');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText(Text.NO_UNREAD_ALERT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myalerts\?unread=1$/);
  });

  it('marks all read', async () => {
    const user = userEvent.setup();
    render('/myalerts', [
      pageMock(1, false, [alert(3, false), alert(2, false)]),
      readMock(undefined, ['3', '2']),
    ]);
    await screen.findAllByTestId('alerts-item');
    await user.click(screen.getByTestId('alerts-mark-all'));
    await waitFor(() =>
      expect(screen.getAllByTestId('alerts-item').map((item) => item.getAttribute('data-read'))).toEqual([
        'true',
        'true',
      ]),
    );
  });
});
