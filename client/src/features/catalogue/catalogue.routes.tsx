import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CataloguePage = lazy(() => import('./catalogue-page'));
const ProductDetailsPage = lazy(() => import('./product-details-page'));

export const catalogueRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.COURSES, frame: 'learner', element: <CataloguePage type="COURSE" /> },
  { path: ClientPath.COURSE, frame: 'learner', element: <ProductDetailsPage type="COURSE" /> },
  { path: ClientPath.VIDEOS, frame: 'learner', element: <CataloguePage type="VIDEO" /> },
  { path: ClientPath.VIDEO, frame: 'learner', element: <ProductDetailsPage type="VIDEO" /> },
];
