import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CartPage = lazyPage(() => import('./cart-page'));

export const cartRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.CART,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <CartPage />,
    // The cart's rows start with the page's code (app/route-preload.ts): the page's one query.
    data: async (client) => {
      const { CartDocument } = await import('../../graphql/generated/operations/Cart');
      return client.query({ query: CartDocument });
    },
  },
];
