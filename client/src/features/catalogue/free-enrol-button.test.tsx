import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBE_NOT_FREE } from '@finx/domain';
import { SubscribeFreeDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProductActions } from '../cart/product-actions';
import { FREE_ENROLLED_TEXT } from './free-enrol-button';

const product = (isFree: boolean) => ({
  id: '20850',
  productId: 20850,
  inCart: false,
  inWishlist: false,
  owned: false,
  isFree,
});
const answer = (ok: boolean) =>
  mockOperation(SubscribeFreeDocument, {
    variables: { productId: 20850 },
    data: {
      subscribeFree: {
        __typename: 'ActionPayload',
        ok,
        userErrors: ok
          ? []
          : [
              {
                __typename: 'UserError',
                code: 'VALIDATION_FAILED',
                field: 'productId',
                message: SUBSCRIBE_NOT_FREE,
              },
            ],
      },
    },
  });

describe("a free product's Enrol for Free (subscribe)", () => {
  it('takes the product at once instead of the cart', async () => {
    renderWithProviders(<ProductActions product={product(true)} />, { mocks: [answer(true)] });
    expect(screen.queryByTestId('cart-button')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('free-enrol-button'));
    expect(await screen.findByText(FREE_ENROLLED_TEXT)).toBeInTheDocument();
  });

  it("says the server's refusal", async () => {
    renderWithProviders(<ProductActions product={product(true)} />, { mocks: [answer(false)] });
    await userEvent.setup().click(screen.getByTestId('free-enrol-button'));
    expect(await screen.findByText(SUBSCRIBE_NOT_FREE)).toBeInTheDocument();
  });

  it('leaves a priced product to the cart', () => {
    renderWithProviders(<ProductActions product={product(false)} />);
    expect(screen.getByTestId('cart-button')).toBeInTheDocument();
    expect(screen.queryByTestId('free-enrol-button')).not.toBeInTheDocument();
  });
});
