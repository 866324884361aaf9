import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const PrerequisitesPage = lazyPage(() => import('./prerequisites-page'));
const CoursePage = lazyPage(() => import('./course-page'));

export const learningRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.PREREQUISITES, frame: 'learner', element: <PrerequisitesPage /> },
  {
    path: ClientPath.LEARN,
    frame: 'learner',
    element: <CoursePage />,
    data: async (client, { productId }) =>
      (await import('./learning.data')).courseContentData(client, productId),
  },
];
