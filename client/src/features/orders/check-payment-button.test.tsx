import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CheckPaymentNowDocument,
  PaymentReportDocument,
  type CheckPaymentNowMutation,
  type PaymentReportQuery,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import PaymentReportPage from './payment-report-page';

type Row = GatewayData<PaymentReportQuery['paymentReport']['rows'][number]>;
type Answer = GatewayData<CheckPaymentNowMutation['checkPaymentNow']>;

const row = (orderId: number, provider: Row['provider']): Row => ({
  __typename: 'PaymentReportRow',
  id: `PaymentReportRow:${orderId}`,
  orderId,
  placedOn: '29/11/2026 10:15:00',
  productNames: ['KYC and Anti-Money Laundering Essentials'],
  totalItemPrice: 11999,
  discount: 0,
  totalOrderPrice: 11999,
  couponCode: null,
  paymentStatus: 'INITIATED',
  provider,
  paymentId: null,
  paidOn: null,
  studentPartyId: 1001,
  studentName: 'Priya Sharma',
  emailId: 'learner@finx.demo',
});

const report = (rows: Row[]) =>
  mockOperation(PaymentReportDocument, {
    variables: {
      status: null,
      fromDate: null,
      toDate: null,
      search: null,
      sort: 'PLACED',
      descending: true,
      page: 1,
      limit: 10,
    },
    data: { paymentReport: { __typename: 'PaymentReport', totalRecords: rows.length, rows } },
  });

const answer = (orderId: number, fields: Partial<Answer>): Answer => ({
  __typename: 'PaymentCheckPayload',
  row: {
    __typename: 'PaymentReportRow',
    id: `PaymentReportRow:${orderId}`,
    orderId,
    paymentStatus: 'PAID',
    provider: 'SANDBOX_PAYTM',
    paymentId: '202600000000000000001',
    paidOn: '29/11/2026 10:16:00',
  },
  askedProvider: 'SANDBOX_PAYTM',
  outcome: 'PAID',
  userErrors: [],
  ...fields,
});

const rowOf = async (orderId: number) =>
  (await screen.findAllByTestId('report-row')).find(
    (element) => element.dataset.orderId === String(orderId),
  )!;

describe('Check status (staff, a payment whose outcome is unknown)', () => {
  it('asks the provider, toasts what it said, and updates the row from the cache', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        // One report answer only: the row must change without the report being read again.
        report([row(41, 'SANDBOX_PAYTM'), row(42, null)]),
        mockOperation(CheckPaymentNowDocument, {
          variables: { orderId: '41' },
          data: { checkPaymentNow: answer(41, {}) },
        }),
      ],
    });
    const unsettled = await rowOf(41);
    expect(within(unsettled).getByText('Initiated')).toBeInTheDocument();
    // No payment handed to a provider: nothing to ask.
    expect(within(await rowOf(42)).queryByTestId('check-payment')).not.toBeInTheDocument();

    await user.click(within(unsettled).getByTestId('check-payment'));
    expect(
      await screen.findByText('Order 41: Paytm (sandbox) confirmed the payment. The order is now paid.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(unsettled).getByText('Paid')).toBeInTheDocument());
    expect(within(unsettled).getByText('202600000000000000001')).toBeInTheDocument();
    // Paid now: the row offers a refund instead.
    expect(within(unsettled).getByTestId('record-refund')).toBeInTheDocument();
  });

  it('says when the provider has no answer yet, and shows a refusal', async () => {
    const user = userEvent.setup();
    const pending = answer(43, {
      outcome: 'PENDING',
      askedProvider: 'RAZORPAY',
      row: {
        ...answer(43, {}).row!,
        paymentStatus: 'INITIATED',
        provider: 'RAZORPAY',
        paymentId: null,
        paidOn: null,
      },
    });
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        report([row(43, 'RAZORPAY'), row(44, 'PAYTM')]),
        mockOperation(CheckPaymentNowDocument, {
          variables: { orderId: '43' },
          data: { checkPaymentNow: pending },
        }),
        mockOperation(CheckPaymentNowDocument, {
          variables: { orderId: '44' },
          data: {
            checkPaymentNow: answer(44, {
              row: null,
              askedProvider: null,
              outcome: null,
              userErrors: [
                { __typename: 'UserError', code: 'NOT_FOUND', field: null, message: 'No such order.' },
              ],
            }),
          },
        }),
      ],
    });
    await user.click(within(await rowOf(43)).getByTestId('check-payment'));
    expect(
      await screen.findByText('Order 43: Razorpay has no final answer yet. Check again later.'),
    ).toBeInTheDocument();
    expect(within(await rowOf(43)).getByText('Initiated')).toBeInTheDocument();
    await user.click(within(await rowOf(44)).getByTestId('check-payment'));
    expect(await screen.findByText('No such order.')).toBeInTheDocument();
  });
});
