import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messageFor, ProductId, ReasonCode } from '@finx/domain';
import { PrerequisitesDocument, type PrerequisitesQuery } from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { CartButton } from './cart-button';

type Row = GatewayData<PrerequisitesQuery['prerequisites']['rows'][number]>;

const row = (productId: number, unavailableMessage: string | null): Row => ({
  __typename: 'PrerequisiteRow',
  id: `PrerequisiteRow:${ProductId.CFX}:${productId}`,
  sequence: productId === ProductId.FEAT ? 1 : 2,
  productId,
  productName: productId === ProductId.FEAT ? 'FEAT' : 'CFX',
  productPrice: productId === ProductId.FEAT ? 1000 : 75000,
  completed: productId === ProductId.FEAT && !unavailableMessage ? 'Completed' : null,
  status: 'Make Payment',
  unavailableMessage,
  score: null,
});

/** The prerequisite table as the server answers it: the CFX row says whether the gate would refuse. */
const table = (cfxRefusal: string | null) =>
  mockOperation(PrerequisitesDocument, {
    variables: { productId: String(ProductId.CFX) },
    data: {
      prerequisites: {
        __typename: 'PrerequisiteTable',
        id: `PrerequisiteTable:${ProductId.CFX}`,
        productId: ProductId.CFX,
        productName: 'Chartered Financial Expert (CFX)',
        rows: [row(ProductId.FEAT, null), row(ProductId.CFX, cfxRefusal)],
      },
    },
  });

const cfx = { id: String(ProductId.CFX), productId: ProductId.CFX, inCart: false };

describe('CartButton and the CFX gate (001 §1, issue 28 item 11)', () => {
  it('disables Add to Cart for CFX with the reason while FEAT is not attempted', async () => {
    const refusal = messageFor(ReasonCode.CFX_NEEDS_FEAT);
    renderWithProviders(<CartButton product={cfx} />, { mocks: [table(refusal)] });
    expect(await screen.findByTestId('cart-refusal')).toHaveTextContent(refusal);
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(refusal);
  });

  it('offers Add to Cart for CFX once FEAT is attempted, and for any other product at once', async () => {
    const { unmount } = renderWithProviders(<CartButton product={cfx} />, { mocks: [table(null)] });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    // The table answered with no refusal: still enabled, and no reason shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByTestId('cart-refusal')).not.toBeInTheDocument();
    unmount();

    // No gate to ask for another product: no prerequisite query is mocked, and none is sent.
    renderWithProviders(<CartButton product={{ id: '3001', productId: 3001, inCart: false }} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
