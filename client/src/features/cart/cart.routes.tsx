import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CartPage = lazy(() => import('./cart-page'));

export const cartRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.CART, frame: 'learner', roles: RoleSet.LEARNER, element: <CartPage /> },
];
