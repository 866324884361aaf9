import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const UserListPage = lazy(() => import('./user-list-page'));
const RolesPage = lazy(() => import('./roles-page'));
const NewAdminPage = lazy(() => import('./new-admin-page'));
const AdminProfilePage = lazy(() => import('./profile-pages').then((m) => ({ default: m.AdminProfilePage })));
const AdminProfileEditPage = lazy(() =>
  import('./profile-pages').then((m) => ({ default: m.AdminProfileEditPage })),
);
const AdminEditUserProfilePage = lazy(() =>
  import('./profile-pages').then((m) => ({ default: m.AdminEditUserProfilePage })),
);

/** Staff user management (issue 13 item 5). */
export const usersRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.USER_LIST, frame: 'staff', element: <UserListPage /> },
  { path: ClientPath.ROLES, frame: 'staff', element: <RolesPage /> },
  { path: ClientPath.NEW_ADMIN, frame: 'staff', element: <NewAdminPage /> },
  { path: ClientPath.ADMIN_PROFILE, frame: 'staff', element: <AdminProfilePage /> },
  { path: ClientPath.ADMIN_PROFILE_EDIT, frame: 'staff', element: <AdminProfileEditPage /> },
  { path: ClientPath.ADMIN_EDIT_USER_PROFILE, frame: 'staff', element: <AdminEditUserProfilePage /> },
];
