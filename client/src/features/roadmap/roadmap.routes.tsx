import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const RoadmapPage = lazyPage(() => import('./roadmap-page'));

export const roadmapRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.ROADMAP, frame: 'public', element: <RoadmapPage /> },
];
