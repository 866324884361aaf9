import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  OrderDocument,
  type PaymentHandoffFieldsFragment,
  type PaymentMethod,
  StartPaymentDocument,
} from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { orderFixture } from './checkout-test-data';
import WalletPage from './wallet-page';

const handoffs: Record<PaymentMethod, PaymentHandoffFieldsFragment> = {
  CARD: {
    mid: 'rzp_sandbox_finx',
    paymentMethod: 'CARD',
    txnToken: null,
    orderId: 700001,
    totalOrderPrice: 150000,
    currency: 'INR',
    website: 'SANDBOX',
    razorpayOrderId: 'order_sbx_1',
    callbackUrl: 'http://localhost/payment/callback',
    checkoutUrl: 'http://localhost/sandbox-pay/checkout',
    keyId: 'rzp_sandbox_finx',
    studentName: 'Asha Learner',
    email: 'learner@finx.demo',
    mobileNo: '9876543210',
  },
  WALLET: {
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
  },
};

const orderMock = mockOperation(OrderDocument, {
  variables: { id: '700001' },
  data: { order: orderFixture() },
});
const startMock = (method: PaymentMethod) =>
  mockOperation(StartPaymentDocument, {
    variables: { orderId: '700001', totalOrderPrice: 150000, method },
    data: {
      startPayment: {
        __typename: 'PaymentHandoffPayload',
        handoff: { __typename: 'PaymentHandoff', ...handoffs[method] },
        userErrors: [],
      },
    },
  });

const hiddenFields = (form: HTMLElement) =>
  Object.fromEntries(
    [...form.querySelectorAll('input[type=hidden]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]),
  );

describe('WalletPage (001 §2 /checkout-paytm: the card/wallet widget)', () => {
  it('opens on the wallet when the address says so: Paytm’s form with MID, order id and txnToken', async () => {
    renderWithProviders(<WalletPage />, {
      route: '/checkout-paytm?orderId=700001&method=wallet',
      mocks: [orderMock, startMock('WALLET')],
    });
    const form = await screen.findByTestId('wallet-form');
    expect(form).toHaveAttribute('action', handoffs.WALLET.checkoutUrl);
    expect(hiddenFields(form)).toEqual({
      mid: 'FINXSANDBOX000000001',
      orderId: 'FINX700001Tabc',
      txnToken: 'claims.signature',
    });
    expect(screen.getByTestId('payment-method-wallet')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('wallet')).toHaveAttribute('data-method', 'WALLET');
  });

  it('starts on the card, and choosing the wallet asks for Paytm’s hand-off and replaces the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WalletPage />, {
      route: '/checkout-paytm?orderId=700001',
      mocks: [orderMock, startMock('CARD'), startMock('WALLET')],
    });
    const card = await screen.findByTestId('wallet-form');
    expect(card).toHaveAttribute('action', handoffs.CARD.checkoutUrl);
    expect(within(card).getByTestId('wallet-submit')).toBeInTheDocument();
    await user.click(screen.getByTestId('payment-method-wallet'));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-form')).toHaveAttribute('action', handoffs.WALLET.checkoutUrl),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout-paytm?orderId=700001&method=wallet');
    expect(screen.getByTestId('payment-method-hint')).toHaveTextContent('Paytm wallet');
  });
});
