import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const TourPage = lazy(() => import('./tour-page'));

export const tourRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.TOUR, frame: 'public', element: <TourPage /> },
];
