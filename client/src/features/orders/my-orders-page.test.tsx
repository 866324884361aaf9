import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@finx/domain';
import { MyOrdersDocument, type MyOrdersQuery } from '../../graphql/generated/graphql';
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
    expect(within(rows[0]!).getByText('₹2,699.1')).toBeInTheDocument();
  });

  it('exports nothing and says No record found when there are no rows', async () => {
    const user = userEvent.setup();
    const createUrl = vi.fn();
    URL.createObjectURL = createUrl;
    renderWithProviders(<MyOrdersPage />, { route: '/my-orders', mocks: [ordersMock([])] });
    await screen.findByTestId('my-orders-empty');
    await user.click(screen.getByTestId('my-orders-export'));
    expect(await screen.findAllByText(Text.NO_RECORD_FOUND)).toHaveLength(2);
    expect(createUrl).not.toHaveBeenCalled();
  });
});
