import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonMessage, Text } from '@finx/domain';
import {
  PaymentReportDocument,
  RecordOfflinePaymentDocument,
  RecordRefundDocument,
  type PaymentReportQuery,
  type PaymentReportQueryVariables,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { LIST_NOT_LOADED_TEXT } from '../../shared/staff-list-page';

type Row = GatewayData<PaymentReportQuery['paymentReport']['rows'][number]>;
import PaymentReportPage from './payment-report-page';

const row = (orderId: number, paymentStatus: Row['paymentStatus']): Row => ({
  __typename: 'PaymentReportRow',
  id: `PaymentReportRow:${orderId}`,
  orderId,
  placedOn: '05/03/2025 10:15:00',
  productNames: ['KYC and Anti-Money Laundering Essentials'],
  totalItemPrice: 2999,
  discount: 0,
  totalOrderPrice: 2999,
  couponCode: null,
  paymentStatus,
  provider: paymentStatus === 'INITIATED' ? null : 'SANDBOX',
  paymentId: paymentStatus === 'PAID' ? `pay_${orderId}` : null,
  paidOn: null,
  studentPartyId: 1001,
  studentName: 'Priya Sharma',
  emailId: 'learner@finx.demo',
});

const NO_FILTERS = {
  status: null,
  fromDate: null,
  toDate: null,
  search: null,
  sort: 'PLACED',
  descending: true,
  page: 1,
  limit: 10,
} as const;
const reportMock = (variables: Partial<PaymentReportQueryVariables>, rows: Row[], total = rows.length) =>
  mockOperation(PaymentReportDocument, {
    variables: { ...NO_FILTERS, ...variables },
    data: { paymentReport: { __typename: 'PaymentReport', totalRecords: total, rows } },
  });

describe('PaymentReportPage (staff /my-orders)', () => {
  it('reads status, dates, search and page from the URL and writes filter changes back to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders?status=paid&from=2025-03-01&to=2025-03-31&q=priya&page=2',
      mocks: [
        reportMock(
          { status: 'PAID', fromDate: '2025-03-01', toDate: '2025-03-31', search: 'priya', page: 2 },
          [row(11, 'PAID')],
          11,
        ),
        reportMock({ status: 'FAILED', fromDate: '2025-03-01', toDate: '2025-03-31', search: 'priya' }, [
          row(12, 'FAILED'),
        ]),
      ],
    });
    const [paid] = await screen.findAllByTestId('report-row');
    expect(paid!.dataset.orderId).toBe('11');
    expect(within(paid!).getByText('learner@finx.demo')).toBeInTheDocument();
    expect(within(paid!).getByText('05/03/2025')).toBeInTheDocument();
    expect(within(paid!).getByTestId('record-refund')).toBeInTheDocument();
    expect(screen.getByText('11–11 of 11')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('report-status-filter')).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    // A new filter starts from the first page; the other filters stay.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/my-orders?status=FAILED&from=2025-03-01&to=2025-03-31&q=priya',
      ),
    );
    const failed = await screen.findByTestId('record-offline');
    expect(failed.closest<HTMLElement>('[data-testid="report-row"]')?.dataset.orderId).toBe('12');
  });

  it('says when the report could not be loaded and reads it again on Try again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        mockOperation(PaymentReportDocument, { variables: NO_FILTERS, error: new Error('down') }),
        reportMock({}, [row(31, 'PAID')]),
      ],
    });
    const notice = await screen.findByTestId('payment-report-error');
    expect(notice).toHaveTextContent(LIST_NOT_LOADED_TEXT);
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('report-row').dataset.orderId).toBe('31'));
    expect(screen.queryByTestId('payment-report-error')).not.toBeInTheDocument();
  });

  it("says an empty report in the spec's words", async () => {
    renderWithProviders(<PaymentReportPage />, { route: '/my-orders', mocks: [reportMock({}, [])] });
    expect(await screen.findByText(Text.NO_RECORD_FOUND)).toBeInTheDocument();
  });

  it('sorts by amount on the server from a header click and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders?status=paid',
      mocks: [
        reportMock({ status: 'PAID' }, [row(51, 'PAID')]),
        reportMock({ status: 'PAID', sort: 'AMOUNT', descending: false }, [row(52, 'PAID')]),
      ],
    });
    await screen.findByTestId('report-row');
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/my-orders?status=paid&sort=amount&order=asc',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('report-row').dataset.orderId).toBe('52'));
  });

  it('records a refund with a required note, then shows the refetched row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        reportMock({}, [row(21, 'PAID')]),
        mockOperation(RecordRefundDocument, {
          variables: { orderId: '21', note: 'Requested by e-mail' },
          data: {
            recordRefund: {
              __typename: 'OrderPayload',
              order: { __typename: 'Order', id: 'Order:21', orderId: 21, paymentStatus: 'REFUNDED' },
              userErrors: [],
            },
          },
        }),
        reportMock({}, [row(21, 'REFUNDED')]),
      ],
    });
    await user.click(await screen.findByTestId('record-refund'));
    await user.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByText('Enter a note for the refund')).toBeInTheDocument();

    await user.type(screen.getByTestId('refund-note'), '  Requested by e-mail ');
    await user.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Refunded'));
    expect(screen.queryByTestId('record-refund')).not.toBeInTheDocument();
    // Two dialogs and a typed note take most of the 5 s default on a loaded two-core machine.
  }, 15_000);

  it("shows the server's refusal of an offline payment in the dialog and keeps it open", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        reportMock({}, [row(31, 'INITIATED')]),
        mockOperation(RecordOfflinePaymentDocument, {
          variables: { orderId: '31', reference: 'NEFT-1' },
          data: {
            recordOfflinePayment: {
              __typename: 'OrderPayload',
              order: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: 'ORDER_ALREADY_PAID',
                  field: 'orderId',
                  message: ReasonMessage.ORDER_ALREADY_PAID,
                },
              ],
            },
          },
        }),
        // Refused or not, the report is read again: here someone else had recorded the payment.
        reportMock({}, [row(31, 'PAID')]),
      ],
    });
    await user.click(await screen.findByTestId('record-offline'));
    await user.type(screen.getByTestId('offline-reference'), 'NEFT-1');
    await user.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-error')).toHaveTextContent(ReasonMessage.ORDER_ALREADY_PAID);
    expect(screen.getByTestId('offline-reference')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid'));
  });

  it('asks staff to confirm an offline payment for products the learner already owns, then records it', async () => {
    const user = userEvent.setup();
    const owned = {
      __typename: 'UserError',
      code: 'ORDER_PRODUCTS_OWNED',
      field: 'confirm',
      message: ReasonMessage.ORDER_PRODUCTS_OWNED,
    };
    renderWithProviders(<PaymentReportPage />, {
      route: '/my-orders',
      mocks: [
        reportMock({}, [row(41, 'INITIATED')]),
        mockOperation(RecordOfflinePaymentDocument, {
          variables: { orderId: '41', reference: 'NEFT-41', confirm: false },
          data: { recordOfflinePayment: { __typename: 'OrderPayload', order: null, userErrors: [owned] } },
        }),
        reportMock({}, [row(41, 'INITIATED')]),
        mockOperation(RecordOfflinePaymentDocument, {
          variables: { orderId: '41', reference: 'NEFT-41', confirm: true },
          data: {
            recordOfflinePayment: {
              __typename: 'OrderPayload',
              order: {
                __typename: 'Order',
                id: 'Order:41',
                orderId: 41,
                paymentStatus: 'PAID',
                provider: 'OFFLINE',
                paymentId: 'offline:NEFT-41',
                paidOn: '05/03/2025 11:00:00',
              },
              userErrors: [],
            },
          },
        }),
        reportMock({}, [row(41, 'PAID')]),
      ],
    });
    await user.click(await screen.findByTestId('record-offline'));
    await user.type(screen.getByTestId('offline-reference'), 'NEFT-41');
    await user.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-owned-warning')).toHaveTextContent(
      ReasonMessage.ORDER_PRODUCTS_OWNED,
    );
    expect(screen.getByTestId('dialog-confirm')).toHaveTextContent('Record anyway');
    await user.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid'));
    expect(screen.queryByTestId('dialog-owned-warning')).not.toBeInTheDocument();
  }, 15_000);
});
