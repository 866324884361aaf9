import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const MyOrdersRoute = lazy(() => import('./my-orders-route'));

/** Learners' My Payment or staff's payment report, each in its own frame (decided by the viewer). */
export const ordersRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.MY_ORDERS, frame: 'own', element: <MyOrdersRoute /> },
];
