import { describe, expect, it } from 'vitest';
import { gatewayError } from '../../errors/gateway-error';
import { callbackDestination, callbackFields, retryWhileUnavailable } from './checkout.routes';

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

describe('a payment callback upstream could not take', () => {
  const unavailable = () => gatewayError('UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE');

  it('is sent again after each pause while upstream is unavailable, and answers the first success', async () => {
    const answers: (() => Promise<string>)[] = [
      () => Promise.reject(unavailable()),
      () => Promise.reject(unavailable()),
      () => Promise.resolve('paid'),
    ];
    let calls = 0;
    const work = () => answers[calls++]!();
    await expect(retryWhileUnavailable(work, [1, 1])).resolves.toBe('paid');
    expect(calls).toBe(3);
  });

  it('is not sent again after any other failure, nor past the last pause', async () => {
    let calls = 0;
    const refused = () => (calls++, Promise.reject(gatewayError('BAD_USER_INPUT', 'VALIDATION_FAILED')));
    await expect(retryWhileUnavailable(refused, [1, 1])).rejects.toThrow();
    expect(calls).toBe(1);
    calls = 0;
    const down = () => (calls++, Promise.reject(unavailable()));
    await expect(retryWhileUnavailable(down, [1])).rejects.toThrow();
    expect(calls).toBe(2);
  });
});
