import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../app/feature-route';

const UserListPage = lazy(() => import('./user-list-page'));
const RolesPage = lazy(() => import('./roles-page'));

/** Staff user management (issue 13 item 5). */
export const usersRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.USER_LIST, frame: 'staff', element: <UserListPage /> },
  { path: ClientPath.ROLES, frame: 'staff', element: <RolesPage /> },
];
