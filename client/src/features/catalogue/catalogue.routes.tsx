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
  },
  {
    path: ClientPath.VIDEO,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <ProductDetailsPage type="VIDEO" />,
  },
];
