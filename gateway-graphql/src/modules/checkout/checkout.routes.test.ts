import { describe, expect, it } from 'vitest';
import { callbackDestination, callbackFields } from './checkout.routes';

describe('payment callback', () => {
  it('keeps only the provider fields of a form post', () => {
    const fields = callbackFields(
      'application/x-www-form-urlencoded',
      'razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=abc&studentPartyID=9&' +
        'error%5Bcode%5D=BAD_REQUEST_ERROR',
    );
    expect(fields).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
      'error[code]': 'BAD_REQUEST_ERROR',
    });
  });

  it('reads JSON and ignores anything that is not a string or not JSON', () => {
    expect(callbackFields('application/json', '{"razorpay_order_id":"o","razorpay_signature":7}')).toEqual({
      razorpay_order_id: 'o',
    });
    expect(callbackFields('application/json', '{not json')).toEqual({});
  });

  it('sends payments to /thankyou and everything else to /error', () => {
    expect(callbackDestination({ orderID: 12, outcome: 'PAID' })).toBe('/thankyou?orderId=12');
    expect(callbackDestination({ orderID: 12, outcome: 'ALREADY_PAID' })).toBe('/thankyou?orderId=12');
    expect(callbackDestination({ orderID: 12, outcome: 'FAILED' })).toBe('/error?orderId=12');
    expect(callbackDestination({ orderID: null, outcome: 'REJECTED' })).toBe('/error');
    expect(callbackDestination(null)).toBe('/error');
  });
});
