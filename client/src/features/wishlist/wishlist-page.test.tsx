import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageFor, ProductId, ReasonCode } from '@finx/domain';
import {
  LearnerHeaderDocument,
  MoveWishlistItemToCartDocument,
  PrerequisitesDocument,
  WishlistDocument,
  type ProductCardFieldsFragment,
  type WishlistFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';

type Card = GatewayData<ProductCardFieldsFragment>;
import { LearnerHeader } from '../learner-header/learner-header';
import WishlistPage from './wishlist-page';

const category = { __typename: 'Category', id: 'Category:3', categoryId: 3, categoryName: 'Banking' };
const product = (
  id: number,
  price: number,
  isFree = false,
  flags = { inCart: false, inWishlist: true, owned: false },
): Card => ({
  __typename: 'Product',
  id: String(id),
  productId: id,
  productName: `Course ${id}`,
  productType: 'COURSE',
  level: 'Beginner',
  durationMinutes: 90,
  productPrice: price,
  isFree,
  courseType: 'Self-paced',
  imageUrl: null,
  ...flags,
  category,
});
const item = (kind: 'Cart' | 'Wishlist', p: Card): GatewayData<WishlistFieldsFragment['items'][number]> => ({
  __typename: `${kind}Item`,
  id: `${kind}Item:1105:${p.id}`,
  addedAt: '2025-03-01T10:00:00Z',
  product: p,
});

// Payload items carry the product's id and flags only; the rest of the card is in the cache.
const slim = (kind: 'Cart' | 'Wishlist', p: Card) => ({
  ...item(kind, p),
  product: { __typename: 'Product', id: p.id, inCart: p.inCart, inWishlist: p.inWishlist },
});

const headerMock = mockOperation(LearnerHeaderDocument, {
  data: {
    learnerHeader: {
      __typename: 'LearnerHeader',
      id: 'LearnerHeader:1105',
      cartCount: 0,
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

const wishlistMock = mockOperation(WishlistDocument, {
  data: {
    wishlist: {
      __typename: 'Wishlist',
      id: 'Wishlist:1105',
      totalPrice: 1500,
      items: [item('Wishlist', product(3001, 1500)), item('Wishlist', product(3002, 0, true))],
    },
  },
});

const moved = product(3001, 1500, false, { inCart: true, inWishlist: false, owned: false });
const moveMock = mockOperation(MoveWishlistItemToCartDocument, {
  variables: { productId: '3001' },
  data: {
    moveWishlistItemToCart: {
      __typename: 'CartWishlistPayload',
      cart: { __typename: 'Cart', id: 'Cart:1105', totalPrice: 1500, items: [slim('Cart', moved)] },
      wishlist: {
        __typename: 'Wishlist',
        id: 'Wishlist:1105',
        totalPrice: 0,
        items: [slim('Wishlist', product(3002, 0, true))],
      },
      product: { __typename: 'Product', id: '3001', inCart: true, inWishlist: false },
      learnerHeader: {
        __typename: 'LearnerHeader',
        id: 'LearnerHeader:1105',
        cartCount: 1,
        wishlistCount: 1,
      },
      userErrors: [],
    },
  },
});

describe('WishlistPage (001 §2 /mywishlist)', () => {
  it('moves an item to the cart; the header badges follow from the cache without a refetch', async () => {
    const user = userEvent.setup();
    // One header mock only: a second learnerHeader request would find no mock and fail the counts.
    renderWithProviders(
      <>
        <LearnerHeader onToggleMenu={() => {}} />
        <WishlistPage />
      </>,
      { mocks: [headerMock, wishlistMock, moveMock] },
    );
    await waitFor(() => expect(screen.getByTestId('header-wishlist-count')).toHaveTextContent('2'));
    const rows = await screen.findAllByTestId('wishlist-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Free')).toBeInTheDocument();
    // Issue 28 item 11: a wishlist is no order, so it shows no total.
    expect(screen.queryByTestId('wishlist-total')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByTestId('wishlist-move-to-cart'));
    await waitFor(() => expect(screen.getByTestId('header-cart-count')).toHaveTextContent('1'));
    expect(screen.getByTestId('header-wishlist-count')).toHaveTextContent('1');
    expect(screen.getAllByTestId('wishlist-row')).toHaveLength(1);
  });

  it('holds Move to Cart back for CFX with the reason while FEAT is not attempted', async () => {
    const refusal = messageFor(ReasonCode.CFX_NEEDS_FEAT);
    const cfx = { ...product(ProductId.CFX, 75000), productName: 'Chartered Financial Expert (CFX)' };
    const cfxRow = {
      __typename: 'PrerequisiteRow',
      id: `PrerequisiteRow:${ProductId.CFX}:${ProductId.CFX}`,
      sequence: 2,
      productId: ProductId.CFX,
      productName: 'CFX',
      productPrice: 75000,
      completed: null,
      status: 'Make Payment',
      unavailableMessage: refusal,
      score: null,
    };
    renderWithProviders(<WishlistPage />, {
      mocks: [
        mockOperation(WishlistDocument, {
          data: {
            wishlist: {
              __typename: 'Wishlist',
              id: 'Wishlist:1105',
              totalPrice: 75000,
              items: [item('Wishlist', cfx), item('Wishlist', product(3001, 1500))],
            },
          },
        }),
        mockOperation(PrerequisitesDocument, {
          variables: { productId: String(ProductId.CFX) },
          data: {
            prerequisites: {
              __typename: 'PrerequisiteTable',
              id: `PrerequisiteTable:${ProductId.CFX}`,
              productId: ProductId.CFX,
              productName: 'Chartered Financial Expert (CFX)',
              rows: [cfxRow],
            },
          },
        }),
      ],
    });
    const [cfxCard, other] = await screen.findAllByTestId('wishlist-row');
    expect(await within(cfxCard!).findByTestId('cart-refusal')).toHaveTextContent(refusal);
    expect(within(cfxCard!).getByTestId('wishlist-move-to-cart')).toBeDisabled();
    expect(within(other!).getByTestId('wishlist-move-to-cart')).toBeEnabled();
  });

  it('shows the empty state with Continue shopping', async () => {
    renderWithProviders(<WishlistPage />, {
      mocks: [
        mockOperation(WishlistDocument, {
          data: { wishlist: { __typename: 'Wishlist', id: 'Wishlist:1105', totalPrice: 0, items: [] } },
        }),
      ],
    });
    expect(await screen.findByTestId('wishlist-empty')).toBeInTheDocument();
    expect(screen.getByTestId('continue-shopping')).toHaveAttribute('href', '/courses');
  });
});
