import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonCode, ReasonMessage } from '@finx/domain';
import {
  ApplyCouponDocument,
  CompleteFreeOrderDocument,
  OrderDocument,
  type OrderPayloadFieldsFragment,
  RemoveCouponDocument,
  StartPaymentDocument,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import CheckoutPage from './checkout-page';
import ThankYouPage from './thank-you-page';
import WalletPage from './wallet-page';
import { orderFixture } from './checkout-test-data';

const orderMock = (order: ReturnType<typeof orderFixture> | null) =>
  mockOperation(OrderDocument, { variables: { id: '700001' }, data: { order } });
const couponMock = (code: string, result: GatewayData<OrderPayloadFieldsFragment>) =>
  mockOperation(ApplyCouponDocument, {
    variables: { orderId: '700001', code },
    data: { applyCoupon: { __typename: 'OrderPayload', ...result } },
  });
const userError = (code: keyof typeof ReasonMessage) => ({
  __typename: 'UserError',
  code,
  field: 'code',
  message: ReasonMessage[code],
});

describe('CheckoutPage (001 §2 screen 6)', () => {
  it('shows the order, the learner and the prices in rupees with Indian grouping', async () => {
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [orderMock(orderFixture())],
    });
    expect(await screen.findByTestId('checkout-order-id')).toHaveTextContent('700001');
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('Learner')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-email')).toHaveTextContent('learner@finx.demo');
    expect(screen.getByText('Wealth Management Masterclass')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,50,000');
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-back')).toHaveAttribute('href', '/studentDashboard');
  });

  it('breaks a long e-mail inside the review card rather than widen it past a phone (390 px)', async () => {
    const emailId = 'a.very.long.learner.address.for.the.phone.test@finx-demo-college.example.in';
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [orderMock(orderFixture({ student: { ...orderFixture().student, emailId } }))],
    });
    const email = await screen.findByTestId('checkout-email');
    expect(email).toHaveTextContent(emailId);
    // jsdom lays nothing out: the rule that lets the address wrap is what a phone needs.
    expect(getComputedStyle(email).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(email).minWidth).toBe('0px');
  });

  it('sends the code as the domain rule writes it, puts a refusal under the field, then shows the discount', async () => {
    const user = userEvent.setup();
    const discounted = orderFixture({ couponCode: 'WELCOME10', discount: 500, totalOrderPrice: 149500 });
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [
        orderMock(orderFixture()),
        couponMock('EXPIRED50', { order: null, userErrors: [userError(ReasonCode.COUPON_EXPIRED)] }),
        couponMock('WELCOME10', { order: discounted, userErrors: [] }),
      ],
    });
    const input = await screen.findByTestId('coupon-input');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();

    await user.type(input, ' expired50 ');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByText(ReasonMessage.COUPON_EXPIRED)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(ReasonMessage.COUPON_EXPIRED);

    await user.clear(input);
    await user.type(input, 'WELCOME10');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('WELCOME10');
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('₹500');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,49,500');
  });

  it('registers a free order without the payment page and goes to /thankyou', async () => {
    const user = userEvent.setup();
    const free = orderFixture({ totalItemPrice: 0, totalOrderPrice: 0 });
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [
        orderMock(free),
        mockOperation(CompleteFreeOrderDocument, {
          variables: { orderId: '700001' },
          data: {
            completeFreeOrder: {
              __typename: 'OrderPayload',
              order: { ...free, paymentStatus: 'PAID', provider: 'FREE' },
              userErrors: [],
            },
          },
        }),
      ],
    });
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thankyou?orderId=700001'));
  });

  it.each([
    ['/checkout', CheckoutPage, '/mycart'],
    ['/checkout-paytm', WalletPage, '/mycart'],
    ['/thankyou', ThankYouPage, '/my-orders'],
  ])('sends %s without an order to %s rather than a failure (issue 30 item 2)', async (route, Page, to) => {
    renderWithProviders(<Page />, { route, mocks: [] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to));
    expect(screen.queryByText('Something went wrong. Please contact support')).toBeNull();
  });

  it('says the payment page failed when the order cannot be read', async () => {
    renderWithProviders(<CheckoutPage />, { route: '/checkout?orderId=700001', mocks: [orderMock(null)] });
    expect(await screen.findByText('Something went wrong. Please contact support')).toBeInTheDocument();
  });

  it('offers Make Payment again for a Failed order (a resumed payment) but not for a cancelled one', async () => {
    const failed = renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [orderMock(orderFixture({ paymentStatus: 'FAILED' }))],
    });
    expect(await screen.findByTestId('checkout-pay')).toBeEnabled();
    // The amount is fixed once a payment was attempted: no coupon field.
    expect(screen.queryByTestId('coupon-input')).not.toBeInTheDocument();
    failed.unmount();

    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [orderMock(orderFixture({ paymentStatus: 'CANCELLED' }))],
    });
    expect(await screen.findByTestId('checkout-pay')).toBeDisabled();
    expect(screen.getByText(ReasonMessage.ORDER_NOT_PAYABLE)).toBeInTheDocument();
  });

  it('takes a coupon with no use left off at Make Payment, says why under the field, then pays the full total', async () => {
    const user = userEvent.setup();
    const discounted = orderFixture({ couponCode: 'RUSH1', discount: 30000, totalOrderPrice: 120000 });
    const full = orderFixture();
    const handoff = {
      __typename: 'PaymentHandoff',
      mid: 'rzp_sandbox_finx',
      paymentMethod: 'CARD',
      txnToken: null,
      orderId: 700001,
      totalOrderPrice: 150000,
      currency: 'INR',
      website: 'SANDBOX',
      razorpayOrderId: 'order_sbx_1',
      callbackUrl: 'http://localhost/payment/callback',
      checkoutUrl: 'http://localhost/sandbox',
      keyId: 'rzp_sandbox_finx',
      studentName: 'Asha Learner',
      email: 'learner@finx.demo',
      mobileNo: '9876543210',
    };
    const start = (totalOrderPrice: number, result: object) =>
      mockOperation(StartPaymentDocument, {
        variables: { orderId: '700001', totalOrderPrice },
        data: {
          startPayment: { __typename: 'PaymentHandoffPayload', handoff: null, userErrors: [], ...result },
        },
      });
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [
        orderMock(discounted),
        start(120000, { userErrors: [userError(ReasonCode.COUPON_LIMIT_REACHED)] }),
        mockOperation(RemoveCouponDocument, {
          variables: { orderId: '700001' },
          data: { removeCoupon: { __typename: 'OrderPayload', order: full, userErrors: [] } },
        }),
        start(150000, { handoff }),
      ],
    });
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('RUSH1');
    await user.click(screen.getByTestId('checkout-pay'));

    const input = await screen.findByTestId('coupon-input');
    expect(input).toHaveAccessibleDescription(ReasonMessage.COUPON_LIMIT_REACHED);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,50,000');
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout-paytm?orderId=700001'),
    );
  });

  it('pays with the Paytm wallet when chosen: Make Payment asks for its hand-off and opens the widget on it', async () => {
    const user = userEvent.setup();
    const handoff = {
      __typename: 'PaymentHandoff',
      mid: 'FINXSANDBOX000000001',
      paymentMethod: 'WALLET',
      txnToken: 'claims.signature',
      orderId: 700001,
      totalOrderPrice: 150000,
      currency: 'INR',
      website: 'SANDBOX_PAYTM',
      razorpayOrderId: 'FINX700001Tabc',
      callbackUrl: 'http://localhost/payment/paytm/callback',
      checkoutUrl: 'http://localhost/sandbox-pay/paytm?mid=FINXSANDBOX000000001&orderId=FINX700001Tabc',
      keyId: 'FINXSANDBOX000000001',
      studentName: 'Asha Learner',
      email: 'learner@finx.demo',
      mobileNo: '9876543210',
    } as const;
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?orderId=700001',
      mocks: [
        orderMock(orderFixture()),
        mockOperation(StartPaymentDocument, {
          variables: { orderId: '700001', totalOrderPrice: 150000, method: 'WALLET' },
          data: { startPayment: { __typename: 'PaymentHandoffPayload', handoff, userErrors: [] } },
        }),
      ],
    });
    expect(await screen.findByTestId('payment-method-card')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('payment-method-wallet'));
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout-paytm?orderId=700001&method=wallet',
      ),
    );
  });
});
