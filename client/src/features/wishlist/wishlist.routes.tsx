import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const WishlistPage = lazy(() => import('./wishlist-page'));

export const wishlistRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.WISHLIST, frame: 'learner', element: <WishlistPage /> },
];
