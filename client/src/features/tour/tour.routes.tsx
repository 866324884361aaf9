import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const TourPage = lazyPage(() => import('./tour-page'));

export const tourRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.TOUR, frame: 'public', element: <TourPage /> },
];
