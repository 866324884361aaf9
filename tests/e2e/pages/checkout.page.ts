import { expect, type Locator, type Page } from '@playwright/test';

/** /checkout, /checkout-paytm, the sandbox's hosted page, /thankyou and /error (001 §2, §4). */
export class CheckoutPages {
  constructor(private readonly page: Page) {}

  /** The order id of the review page's URL. */
  orderIdInUrl(): string {
    return new URL(this.page.url()).searchParams.get('orderId') ?? '';
  }

  orderNumber(): Locator {
    return this.page.getByTestId('checkout-order-id');
  }

  item(productId: string): Locator {
    return this.page.locator(`[data-testid="checkout-item"][data-product-id="${productId}"]`);
  }

  total(): Locator {
    return this.page.getByTestId('checkout-total');
  }

  discount(): Locator {
    return this.page.getByTestId('checkout-discount');
  }

  /** The coupon field (its accessible description is the message under it). */
  couponInput(): Locator {
    return this.page.getByTestId('coupon-input');
  }

  couponApplied(): Locator {
    return this.page.getByTestId('coupon-applied');
  }

  async applyCoupon(code: string) {
    await this.page.getByTestId('coupon-input').fill(code);
    await this.page.getByTestId('coupon-apply').click();
    await expect(this.page.getByTestId('coupon-applied')).toContainText(code);
  }

  /** Make Payment, then the wallet form's post to the hosted page (auto-submitted after 2 s). */
  async makePayment() {
    await this.page.getByTestId('checkout-pay').click();
    await expect(this.page.getByText('Redirecting you to the secure payment page…')).toBeVisible();
    await expect(this.sandbox('pay')).toBeVisible();
  }

  /**
   * Pay with Paytm's wallet: the choice on the review page, Make Payment, then the widget's wallet form
   * (auto-submitted after 2 s) to the sandbox's Paytm page.
   */
  async payByPaytm() {
    await this.page.getByTestId('payment-method-wallet').click();
    await expect(this.page.getByTestId('payment-method-wallet')).toHaveAttribute('aria-pressed', 'true');
    await this.page.getByTestId('checkout-pay').click();
    await expect(this.page.getByTestId('wallet')).toHaveAttribute('data-method', 'WALLET');
    await expect(this.paytm('pay-wallet')).toBeVisible();
  }

  /** A button of the sandbox's Paytm page. */
  paytm(action: 'pay-card' | 'pay-wallet' | 'fail' | 'pending' | 'dismiss'): Locator {
    return this.page.getByTestId(`paytm-${action}`);
  }

  /** A button of the sandbox's hosted page. */
  sandbox(action: 'pay' | 'fail' | 'dismiss'): Locator {
    return this.page.getByTestId(`sandbox-${action}`);
  }

  thankYouOrderId(): Locator {
    return this.page.getByTestId('thankyou-order-id');
  }

  paymentError(): Locator {
    return this.page.getByTestId('payment-error');
  }
}
