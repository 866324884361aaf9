import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const ProfilePage = lazyPage(() => import('./profile-page'));

export const profileRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.USER_PROFILE, frame: 'learner', roles: RoleSet.LEARNER, element: <ProfilePage /> },
];
