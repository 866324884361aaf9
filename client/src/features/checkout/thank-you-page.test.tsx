import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductId, Text } from '@finx/domain';
import type { ReactNode } from 'react';
import {
  CheckPaymentStatusDocument,
  LearnerHeaderDocument,
  OrderDocument,
} from '../../graphql/generated/graphql';
import { useLearnerHeaderQuery } from '../../graphql/generated/hooks';
import { LearnerHeader } from '../learner-header/learner-header';
import { adminViewer, learnerViewer, viewerMock } from '../../test/fixtures';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { orderFixture } from './checkout-test-data';
import { NOT_COMPLETED_TEXT } from './payment-not-completed';
import ThankYouPage from './thank-you-page';

const orderMock = (order: ReturnType<typeof orderFixture>, delay?: number) =>
  mockOperation(OrderDocument, { variables: { id: '700001' }, data: { order }, ...(delay ? { delay } : {}) });
/** A paid order answering after the viewer, as OK needs the viewer to pick the dashboard. */
const paidOrderMock = () => orderMock(orderFixture({ paymentStatus: 'PAID', paymentId: 'pay_1' }), 50);

const headerMock = (cartCount: number) =>
  mockOperation(LearnerHeaderDocument, {
    data: {
      learnerHeader: {
        __typename: 'LearnerHeader',
        id: 'LearnerHeader:5001',
        cartCount,
        wishlistCount: 2,
        videoCount: 0,
        courseCount: 0,
        jobCount: 0,
        alertCount: 0,
        notificationCount: 0,
        latestAlerts: [],
        latestNotifications: [],
      },
    },
  });

/**
 * Mounts its children once the header has its first counts. A refetch asked for while that first read
 * is still in flight shares it, so without this the test raced the machine's speed, not the page.
 */
function AfterHeader({ children }: { children: ReactNode }) {
  const { data } = useLearnerHeaderQuery();
  return data ? children : null;
}

describe('ThankYouPage (001 §2 screen 7)', () => {
  it('confirms a paid order with the spec text and the Order ID; OK leads learners to their dashboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou?orderId=700001',
      // Mounted at its own path, as in the app: OK leaves the page rather than re-rendering it.
      path: '/thankyou',
      mocks: [viewerMock(learnerViewer), paidOrderMock()],
    });
    expect(await screen.findByText(Text.PAYMENT_SUCCESS)).toBeInTheDocument();
    expect(screen.getByTestId('thankyou-order-id')).toHaveTextContent('Order ID: 700001');
    expect(screen.getByTestId('location')).toHaveTextContent('/thankyou?orderId=700001');
    // Issue 11: the bought product opens from here, not only the dashboard's list.
    const [open] = screen.getAllByTestId('thankyou-open-product');
    expect(open).toHaveAttribute('href', '/my-learning/3008');
    // Issue 28 item 11: it looks like something to press, in the theme's action colour, not body text.
    expect(open).toHaveClass('MuiButton-outlined', 'MuiButton-colorSecondary');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/studentDashboard$/);
  });

  it('leads a bought FEAT to its test, and a course to its lessons (issue 28 item 8)', async () => {
    const [course] = orderFixture().items;
    const feat = {
      ...course!,
      id: `OrderItem:700001:${ProductId.FEAT}`,
      productId: ProductId.FEAT,
      productName: 'FinX Entrepreneurship Assessment Test (FEAT)',
    };
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou?orderId=700001',
      // Mounted at its own path, as in the app: OK leaves the page rather than re-rendering it.
      path: '/thankyou',
      mocks: [
        viewerMock(learnerViewer),
        orderMock(orderFixture({ paymentStatus: 'PAID', paymentId: 'pay_1', items: [feat, course!] })),
      ],
    });
    const [test, lessons] = await screen.findAllByTestId('thankyou-open-product');
    expect(test).toHaveAttribute('href', `/assessment/${ProductId.FEAT}`);
    expect(test).toHaveTextContent('Take the test: FinX Entrepreneurship Assessment Test (FEAT)');
    expect(lessons).toHaveAttribute('href', '/my-learning/3008');
    expect(lessons).toHaveTextContent('Start learning: Wealth Management Masterclass');
  });

  it('sends staff who paid for someone to the home page on OK', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou?orderId=700001',
      // Mounted at its own path, as in the app: OK leaves the page rather than re-rendering it.
      path: '/thankyou',
      mocks: [viewerMock(adminViewer), paidOrderMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('reads the header again once the order is paid, so the cart badge drops without a reload', async () => {
    renderWithProviders(
      <>
        <LearnerHeader onToggleMenu={() => {}} />
        <AfterHeader>
          <ThankYouPage />
        </AfterHeader>
      </>,
      {
        route: '/thankyou?orderId=700001',
        // Mounted at its own path, as in the app: OK leaves the page rather than re-rendering it.
        path: '/thankyou',
        mocks: [
          headerMock(3),
          viewerMock(learnerViewer),
          orderMock(orderFixture({ paymentStatus: 'PAID', paymentId: 'pay_1' })),
          headerMock(0),
        ],
      },
    );
    await waitFor(() => expect(screen.getByTestId('header-cart-count')).toHaveTextContent('3'));
    expect(await screen.findByText(Text.PAYMENT_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-cart-count')).toHaveTextContent('0'));
  });

  it('does not congratulate on an order that is not paid', async () => {
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou?orderId=700001',
      // Mounted at its own path, as in the app: OK leaves the page rather than re-rendering it.
      path: '/thankyou',
      mocks: [viewerMock(learnerViewer), orderMock(orderFixture())],
    });
    expect(await screen.findByText(NOT_COMPLETED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(Text.PAYMENT_SUCCESS)).not.toBeInTheDocument();
  });

  it('asks Paytm about a wallet payment still pending, and congratulates once it is paid', async () => {
    const user = userEvent.setup();
    const pending = orderFixture({ provider: 'SANDBOX_PAYTM' });
    const paid = orderFixture({ provider: 'SANDBOX_PAYTM', paymentStatus: 'PAID', paymentId: '2026001' });
    renderWithProviders(<ThankYouPage />, {
      route: '/thankyou?orderId=700001',
      path: '/thankyou',
      mocks: [
        viewerMock(learnerViewer),
        orderMock(pending),
        mockOperation(CheckPaymentStatusDocument, {
          variables: { orderId: '700001' },
          data: { checkPaymentStatus: { __typename: 'OrderPayload', order: paid, userErrors: [] } },
        }),
        headerMock(0),
      ],
    });
    await user.click(await screen.findByTestId('payment-check-status'));
    expect(await screen.findByText(Text.PAYMENT_SUCCESS)).toBeInTheDocument();
  });
});
