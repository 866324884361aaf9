import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@finx/domain';
import { CancelOrderDocument, MyOrdersDocument, type MyOrdersQuery } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';

type Row = GatewayData<MyOrdersQuery['myOrders'][number]>;
import MyOrdersPage from './my-orders-page';

const row = (orderId: number, paymentStatus: Row['paymentStatus']): Row => ({
  __typename: 'PaymentHistoryRow',
  id: `PaymentHistoryRow:${orderId}`,
  orderId,
  placedOn: '05/03/2025 10:15:00',
  productNames: ['KYC and Anti-Money Laundering Essentials'],
  totalItemPrice: 2999,
  discount: 299.9,
  totalOrderPrice: 2699.1,
  couponCode: 'WELCOME10',
  paymentStatus,
  provider: 'SANDBOX',
  paymentId: paymentStatus === 'PAID' ? `pay_${orderId}` : null,
  paidOn: null,
});
const ordersMock = (rows: Row[]) => mockOperation(MyOrdersDocument, { data: { myOrders: rows } });

describe('MyOrdersPage (001 §2 /my-orders)', () => {
  it('filters by the status in the URL and shows status chips', async () => {
    renderWithProviders(<MyOrdersPage />, {
      route: '/my-orders?status=PAID',
      mocks: [ordersMock([row(1, 'PAID'), row(2, 'FAILED'), row(3, 'PAID')])],
    });
    const rows = await screen.findAllByTestId('my-orders-row');
    expect(rows.map((element) => element.dataset.orderId)).toEqual(['1', '3']);
    expect(within(rows[0]!).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(rows[0]!).getByText('05/03/2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('₹2,699.10')).toBeInTheDocument();
    // Issue 28 item 11: paid orders have no action, so there is no empty Actions column.
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('exports nothing and says No record found when there are no rows', async () => {
    const user = userEvent.setup();
    const createUrl = vi.fn();
    URL.createObjectURL = createUrl;
    renderWithProviders(<MyOrdersPage />, { route: '/my-orders', mocks: [ordersMock([])] });
    await screen.findByTestId('my-orders-empty');
    await user.click(screen.getByTestId('my-orders-export'));
    // On the page and in a toast; the toast host loads with the first toast, so the toast comes later.
    await waitFor(() => expect(screen.getAllByText(Text.NO_RECORD_FOUND)).toHaveLength(2));
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('offers Resume payment and Cancel on unpaid orders only; Resume opens the payment review', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyOrdersPage />, {
      route: '/my-orders',
      mocks: [ordersMock([row(1, 'PAID'), row(2, 'FAILED'), row(3, 'INITIATED'), row(4, 'CANCELLED')])],
    });
    const rows = await screen.findAllByTestId('my-orders-row');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const actionable = rows.filter((element) => within(element).queryByTestId('order-resume'));
    expect(actionable.map((element) => element.dataset.orderId)).toEqual(['2', '3']);
    expect(within(rows[3]!).getByTestId('payment-status')).toHaveTextContent('Cancelled');
    expect(within(rows[0]!).queryByTestId('order-cancel')).not.toBeInTheDocument();
    await user.click(within(rows[2]!).getByTestId('order-resume'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?orderId=3'));
  });

  it('cancels an order only after the learner confirms, then shows it cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = mockOperation(CancelOrderDocument, {
      variables: { orderId: '3' },
      data: {
        cancelOrder: {
          __typename: 'OrderPayload',
          order: { __typename: 'Order', id: 'Order:3', orderId: 3, paymentStatus: 'CANCELLED' },
          userErrors: [],
        },
      },
    });
    renderWithProviders(<MyOrdersPage />, {
      route: '/my-orders',
      mocks: [ordersMock([row(3, 'INITIATED')]), cancelled, ordersMock([row(3, 'CANCELLED')])],
    });
    const [open] = await screen.findAllByTestId('my-orders-row');
    await user.click(within(open!).getByTestId('order-cancel'));
    // Keeping the order sends nothing.
    await user.click(await screen.findByTestId('order-cancel-dialog-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('order-cancel-dialog')).not.toBeInTheDocument());
    expect(within(open!).getByTestId('payment-status')).toHaveTextContent('Initiated');

    await user.click(within(open!).getByTestId('order-cancel'));
    expect(await screen.findByText('Cancel order 3?')).toBeInTheDocument();
    await user.click(screen.getByTestId('order-cancel-dialog-confirm'));
    await waitFor(() =>
      expect(within(screen.getByTestId('my-orders-row')).getByTestId('payment-status')).toHaveTextContent(
        'Cancelled',
      ),
    );
    expect(screen.queryByTestId('order-resume')).not.toBeInTheDocument();
    expect(await screen.findByText('Order 3 cancelled')).toBeInTheDocument();
  });
});
