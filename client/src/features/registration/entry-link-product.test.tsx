import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EntryLinkProductDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { EntryLinkProductNotice, linkedProductOf } from './entry-link-product';

afterEach(() => sessionStorage.clear());

describe('registration from a link that names a product (getProductIdFromSourceParam)', () => {
  it('reads proId before the name, and nothing from a link without either', () => {
    expect(linkedProductOf('?proId=1083&pro=CFX&camp=c1')).toEqual({ proId: 1083, pro: 'CFX' });
    expect(linkedProductOf('?pro=Retail%20Loan%20Processing')).toEqual({
      proId: null,
      pro: 'Retail Loan Processing',
    });
    expect(linkedProductOf('?camp=c1')).toBeNull();
  });

  it('names the product the server resolves', async () => {
    renderWithProviders(<EntryLinkProductNotice />, {
      route: '/register?pro=cfx',
      mocks: [
        mockOperation(EntryLinkProductDocument, {
          variables: { proId: null, pro: 'cfx' },
          data: {
            entryLinkProduct: {
              __typename: 'EntryLinkProduct',
              productId: 1083,
              productName: 'Certificate in Financial Excellence',
              productType: 'COURSE',
            },
          },
        }),
      ],
    });
    expect(await screen.findByTestId('entry-link-product')).toHaveTextContent(
      'You are signing up for the course Certificate in Financial Excellence.',
    );
  });
});
