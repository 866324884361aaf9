import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CartPage = lazy(() => import('./cart-page'));

export const cartRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CART, frame: 'learner', element: <CartPage /> },
];
