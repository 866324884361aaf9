import { lazyPage } from '../../shared/lazy-page';
import { Navigate } from 'react-router-dom';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const UserListPage = lazyPage(() => import('./user-list-page'));
const RolesPage = lazyPage(() => import('./roles-page'));
const NewAdminPage = lazyPage(() => import('./new-admin-page'));
const AdminProfilePage = lazyPage(() =>
  import('./profile-pages').then((m) => ({ default: m.AdminProfilePage })),
);
const AdminProfileEditPage = lazyPage(() =>
  import('./profile-pages').then((m) => ({ default: m.AdminProfileEditPage })),
);
const AdminEditUserProfilePage = lazyPage(() =>
  import('./profile-pages').then((m) => ({ default: m.AdminEditUserProfilePage })),
);

/** Staff user management (issue 13 item 5). */
export const usersRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.USER_LIST,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <UserListPage />,
    data: async (client, _params, search) => (await import('./user-list.data')).userListData(client, search),
    menu: {
      label: 'Users',
      icon: () => import('@mui/icons-material/PeopleOutlined'),
      group: 'security',
      order: 10,
    },
  },
  {
    path: ClientPath.ROLES,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <RolesPage />,
    menu: {
      label: 'Roles',
      icon: () => import('@mui/icons-material/BadgeOutlined'),
      group: 'security',
      order: 20,
    },
  },
  { path: ClientPath.NEW_ADMIN, frame: 'staff', roles: RoleSet.ADMIN, element: <NewAdminPage /> },
  {
    path: ClientPath.ADMIN_PROFILE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <AdminProfilePage />,
    menu: {
      label: 'My Profile',
      icon: () => import('@mui/icons-material/PersonOutlined'),
      group: 'security',
      order: 30,
    },
  },
  {
    path: ClientPath.ADMIN_PROFILE_EDIT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <AdminProfileEditPage />,
  },
  {
    path: ClientPath.ADMIN_EDIT_USER_PROFILE,
    withoutId: ClientPath.USER_LIST,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <AdminEditUserProfilePage />,
  },
  // `001 §2`'s admin user profile is the admin's own profile here.
  {
    path: ClientPath.ADMIN_USER_PROFILE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <Navigate to={ClientPath.ADMIN_PROFILE} replace />,
  },
];
