import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CataloguePage = lazyPage(() => import('./catalogue-page'));
const ProductDetailsPage = lazyPage(() => import('./product-details-page'));

export const catalogueRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.COURSES,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <CataloguePage type="COURSE" />,
    data: async (client, _params, search) =>
      (await import('./catalogue.data')).catalogueData(client, 'COURSE', search),
  },
  {
    path: ClientPath.COURSE,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <ProductDetailsPage type="COURSE" />,
  },
  {
    path: ClientPath.VIDEOS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <CataloguePage type="VIDEO" />,
    data: async (client, _params, search) =>
      (await import('./catalogue.data')).catalogueData(client, 'VIDEO', search),
  },
  {
    path: ClientPath.VIDEO,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <ProductDetailsPage type="VIDEO" />,
  },
];
