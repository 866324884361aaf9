import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Delay } from '@finx/domain';
import type { PaymentHandoffFieldsFragment } from '../../graphql/generated/graphql';
import { WalletForm, walletFields } from './wallet-form';

const handoff: PaymentHandoffFieldsFragment = {
  mid: 'FINX',
  paymentMethod: 'CARD',
  txnToken: null,
  orderId: 700001,
  totalOrderPrice: 1499.5,
  currency: 'INR',
  website: 'SANDBOX',
  razorpayOrderId: 'order_sbx_1',
  callbackUrl: 'http://localhost:4000/payment/callback',
  checkoutUrl: 'http://localhost:4000/sandbox-pay/checkout',
  keyId: 'rzp_sandbox_finx',
  studentName: 'Asha Learner',
  email: 'learner@finx.demo',
  mobileNo: null,
};

describe('WalletForm (001 §2 /checkout-paytm)', () => {
  afterEach(() => vi.useRealTimers());

  it('posts the provider fields with the amount in paise', () => {
    const fields = Object.fromEntries(walletFields(handoff, 'http://localhost:4000'));
    expect(fields).toMatchObject({
      key_id: 'rzp_sandbox_finx',
      order_id: 'order_sbx_1',
      amount: '149950',
      'prefill[email]': 'learner@finx.demo',
      'prefill[contact]': '',
      callback_url: 'http://localhost:4000/payment/callback',
      cancel_url: 'http://localhost:4000/error?orderId=700001&reason=dismissed',
    });
    expect(fields).not.toHaveProperty('email');
  });

  it('posts only Paytm’s MID, its order id and the txnToken for the wallet', () => {
    const paytm: PaymentHandoffFieldsFragment = {
      ...handoff,
      paymentMethod: 'WALLET',
      website: 'SANDBOX_PAYTM',
      mid: 'FINXSANDBOX000000001',
      razorpayOrderId: 'FINX700001Tabc',
      txnToken: 'token.signed',
      checkoutUrl: 'http://localhost:4000/sandbox-pay/paytm?mid=FINXSANDBOX000000001&orderId=FINX700001Tabc',
    };
    expect(walletFields(paytm, 'http://localhost:4000')).toEqual([
      ['mid', 'FINXSANDBOX000000001'],
      ['orderId', 'FINX700001Tabc'],
      ['txnToken', 'token.signed'],
    ]);
  });

  it('submits the real form to the checkout URL after 2 s, not before', () => {
    vi.useFakeTimers();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { getByTestId } = render(<WalletForm handoff={handoff} />);
    const form = getByTestId('wallet-form');
    expect(form).toHaveAttribute('action', handoff.checkoutUrl);
    expect(form).toHaveAttribute('method', 'post');
    act(() => vi.advanceTimersByTime(Delay.WALLET_AUTO_SUBMIT - 1));
    expect(submit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });
});
