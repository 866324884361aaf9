import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../graphql/apollo-client';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

const ProductFlags = gql`
  fragment ProductFlags on Product {
    id
    inCart
    inWishlist
    owned
  }
`;
const flags = (id: string) => ({ __typename: 'Product', id, inCart: true, inWishlist: false, owned: false });

describe('useRefreshAfterPayment', () => {
  it("drops the bought products' cart, wishlist and owned flags and leaves other products alone", () => {
    const cache = createCache();
    const client = new ApolloClient({ cache, link: ApolloLink.empty() });
    for (const id of ['3008', '3009']) {
      cache.writeFragment({
        id: cache.identify({ __typename: 'Product', id }),
        fragment: ProductFlags,
        data: flags(id),
      });
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(() => useRefreshAfterPayment(), { wrapper });

    result.current([3008]);

    const bought = cache.extract()[cache.identify({ __typename: 'Product', id: '3008' })!] ?? {};
    expect(bought).not.toHaveProperty('owned');
    expect(bought).not.toHaveProperty('inCart');
    expect(cache.extract()[cache.identify({ __typename: 'Product', id: '3009' })!]).toMatchObject({
      owned: false,
      inCart: true,
    });
  });
});
