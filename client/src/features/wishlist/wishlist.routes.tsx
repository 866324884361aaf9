import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const WishlistPage = lazy(() => import('./wishlist-page'));

export const wishlistRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.WISHLIST, frame: 'learner', roles: RoleSet.LEARNER, element: <WishlistPage /> },
];
