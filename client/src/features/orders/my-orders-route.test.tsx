import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MyOrdersDocument, PaymentReportDocument } from '../../graphql/generated/graphql';
import { adminViewer, learnerViewer, viewerMock } from '../../test/fixtures';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import MyOrdersRoute from './my-orders-route';

const emptyReport = mockOperation(PaymentReportDocument, {
  variables: { status: null, fromDate: null, toDate: null, search: null, page: 1, limit: 10 },
  data: { paymentReport: { __typename: 'PaymentReport', totalRecords: 0, rows: [] } },
});

const route = (
  <Suspense fallback={null}>
    <MyOrdersRoute />
  </Suspense>
);

describe('/my-orders picks its screen by the viewer', () => {
  it('gives admin the payment report in the staff frame', async () => {
    // The route and the staff header may each ask for the viewer before the cache has it.
    renderWithProviders(route, {
      route: '/my-orders',
      mocks: [viewerMock(adminViewer), viewerMock(adminViewer), emptyReport],
    });
    expect(await screen.findByTestId('payment-report', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('sign-out')).toBeInTheDocument();
    expect(screen.queryByTestId('my-orders')).not.toBeInTheDocument();
  });

  it('gives a learner My Payment', async () => {
    renderWithProviders(route, {
      route: '/my-orders',
      mocks: [
        viewerMock(learnerViewer),
        viewerMock(learnerViewer),
        mockOperation(MyOrdersDocument, { data: { myOrders: [] } }),
      ],
    });
    expect(await screen.findByTestId('my-orders', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-report')).not.toBeInTheDocument();
  });
});
