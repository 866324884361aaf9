import { type Locator, type Page } from '@playwright/test';

/** Cart and wishlist controls on catalogue cards, and the /mycart and /mywishlist pages (001 §2). */
export class CartPages {
  constructor(private readonly page: Page) {}

  /** Catalogue cards in neither list (the seeded CFX needs FEAT, so it is left out). */
  freshCards(): Locator {
    return this.page
      .getByTestId('product-card')
      .filter({ has: this.page.getByTestId('wishlist-button').getByText('Add to Wishlist', { exact: true }) })
      .filter({ has: this.page.getByTestId('cart-button').getByText('Add to Cart', { exact: true }) })
      .filter({ hasNot: this.page.getByText('Chartered Financial Expert') });
  }

  rows(list: 'cart' | 'wishlist'): Locator {
    return this.page.getByTestId(`${list}-row`);
  }

  row(list: 'cart' | 'wishlist', productId: string): Locator {
    return this.page.locator(`[data-testid="${list}-row"][data-product-id="${productId}"]`);
  }

  total(list: 'cart' | 'wishlist'): Locator {
    return this.page.getByTestId(`${list}-total`);
  }
}
