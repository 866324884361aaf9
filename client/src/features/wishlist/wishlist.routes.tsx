import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const WishlistPage = lazyPage(() => import('./wishlist-page'));

export const wishlistRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.WISHLIST, frame: 'learner', roles: RoleSet.LEARNER, element: <WishlistPage /> },
];
